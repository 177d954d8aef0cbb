import { screen, waitFor, within } from '@testing-library/react';
import { authStore } from '@venue/auth-store';
import { expectCompleteTranslations } from '@venue/i18n/testing';
import { listSportTypes, listVenues } from '../../api/venues';
import { loadAccountTranslations } from '../../translations/all-languages';
import { VENUES, makeUser, renderSection, setUpTranslations, signInAs } from '../../testing/account-sections';
import { YourAccountPage } from './your-account-page';

jest.mock('../../api/venues', () => ({
  ...jest.requireActual<object>('../../api/venues'),
  listVenues: jest.fn(),
  listSportTypes: jest.fn(),
}));
const venues = jest.mocked(listVenues);
const sports = jest.mocked(listSportTypes);

beforeAll(setUpTranslations);
beforeEach(() => {
  venues.mockResolvedValue([...VENUES]);
  sports.mockResolvedValue([{ id: 1, code: 'squash', name: 'Squash' }]);
});
afterEach(() => authStore.getState().logout());

describe('YourAccountPage', () => {
  it('has complete translations in pl, en and uk', async () => {
    const accountTranslations = await loadAccountTranslations();
    expect(() => expectCompleteTranslations(accountTranslations)).not.toThrow();
  });

  it('shows every section as a named region with its h2, linked from the section navigation, in order', async () => {
    signInAs(makeUser({ user_venue_profiles: [{ id: 1, venue_id: 1, is_owner: false, is_active: true }] }));
    renderSection(<YourAccountPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeInTheDocument();
    const titles = [
      'Twoje obiekty',
      'Dane konta',
      'Dane do faktury',
      'Poziom gry',
      'Profil rodzica — dzieci',
      'Kod QR do wejścia',
      'Otwieranie drzwi',
      'Zalogowane urządzenia',
    ];
    // One query each: role queries over the whole page are slow in jsdom.
    const regions = screen.getAllByRole('region').filter((region) => region.querySelector('h2') !== null);
    expect(regions.map((region) => region.querySelector('h2')?.textContent)).toEqual(titles);
    for (const region of regions) expect(region).toHaveAccessibleName(region.querySelector('h2')?.textContent ?? '');
    const links = within(screen.getByRole('navigation', { name: 'Sekcje konta' })).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual(
      regions.map((region) => [region.querySelector('h2')?.textContent, `#${region.id}`]),
    );
    expect(await screen.findByRole('link', { name: 'Squash Arena Warszawa' })).toHaveAttribute('href', '/reservation/1/courts');
    expect(await screen.findByRole('combobox', { name: 'Squash' })).toBeInTheDocument();
  });

  it('links to deleting the account after the sections', async () => {
    signInAs(makeUser());
    renderSection(<YourAccountPage />);
    expect(screen.getByRole('link', { name: 'Usuń konto' })).toHaveAttribute('href', '/dump-account');
    expect(await screen.findByRole('combobox', { name: 'Squash' })).toBeInTheDocument();
  });

  describe('arriving with a section in the hash', () => {
    const scrolled: Element[] = [];
    const original = Object.getOwnPropertyDescriptor(Element.prototype, 'scrollIntoView');
    beforeEach(() => {
      scrolled.length = 0;
      Object.defineProperty(Element.prototype, 'scrollIntoView', {
        configurable: true,
        value(this: Element) {
          scrolled.push(this);
        },
      });
    });
    afterEach(() => {
      if (original) Object.defineProperty(Element.prototype, 'scrollIntoView', original);
      else delete (Element.prototype as Partial<Element>).scrollIntoView;
    });

    it('lands on the billing form: scrolls it into view and focuses its heading, again once the venues above have loaded', async () => {
      signInAs(makeUser({ user_venue_profiles: [{ id: 1, venue_id: 1, is_owner: false, is_active: true }] }));
      renderSection(<YourAccountPage />, '/your-account#billing');
      const heading = screen.getByRole('heading', { level: 2, name: 'Dane do faktury' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled[0]).toBe(screen.getByRole('region', { name: 'Dane do faktury' }));
      await screen.findByRole('link', { name: 'Squash Arena Warszawa' });
      await waitFor(() => expect(scrolled).toHaveLength(2));
      expect(scrolled[1]).toBe(scrolled[0]);
      expect(heading).toHaveFocus();
    });

    it('leaves focus alone without a hash or with one naming no section', async () => {
      signInAs(makeUser());
      renderSection(<YourAccountPage />, '/your-account#nothing-here');
      await screen.findByRole('link', { name: 'Squash Arena Warszawa' });
      expect(document.body).toHaveFocus();
      expect(scrolled).toHaveLength(0);
    });
  });
});
