import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt, setUpTranslations } from '../../../testing/render-at';
import { VenueMenu } from './venue-menu';

beforeAll(setUpTranslations);

describe('VenueMenu', () => {
  it('scrolls the row (not the page) so the active tab is in view', () => {
    // jsdom has no layout: give each tab 100 px at its index and the row 200 px of width.
    const offsetLeft = jest.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
      const item = this.closest('li');
      return item ? [...(item.parentElement?.children ?? [])].indexOf(item) * 100 : 0;
    });
    const offsetWidth = jest.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(100);
    const clientWidth = jest.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(200);
    renderAt(<VenueMenu venueId={4} />, { path: '/reservation/4/courses' });
    // "Kursy" is the fifth tab (400 px in): centred in a 200 px row means scrolled by 350 px.
    expect(within(screen.getByRole('navigation', { name: 'Menu obiektu' })).getByRole('list').scrollLeft).toBe(350);
    [offsetLeft, offsetWidth, clientWidth].forEach((spy) => spy.mockRestore());
  });

  it('keeps every tab a link reachable with Tab, the active one marked as the current page', async () => {
    renderAt(<VenueMenu venueId={4} />, { path: '/reservation/4/courts' });
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Korty', 'Zajęcia', 'Trenerzy', 'Karnety', 'Kursy']);
    expect(screen.getByRole('link', { name: 'Korty' })).toHaveAttribute('aria-current', 'page');
    for (const link of links) {
      await userEvent.tab();
      expect(link).toHaveFocus();
    }
  });
});
