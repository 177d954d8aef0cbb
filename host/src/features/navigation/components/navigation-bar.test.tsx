import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { authStore } from '@venue/auth-store';
import { UiProvider } from '@venue/ui';
import { setUpHostTranslations, signIn, testUser } from '../../../testing/render-host';
import { NavigationBar } from './navigation-bar';

function renderBar() {
  return render(
    <UiProvider>
      <MemoryRouter initialEntries={['/my-reservations']}>
        <NavigationBar />
      </MemoryRouter>
    </UiProvider>,
  );
}

beforeAll(setUpHostTranslations);

beforeEach(() => {
  act(() => authStore.getState().logout());
});

describe('NavigationBar', () => {
  it('shows a registered user their initials and the links', async () => {
    signIn(testUser({ first_name: 'Anna', last_name: 'Nowak' }));
    renderBar();
    // jsdom draws the phone layout, where the links and the account wait behind the menu button.
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu główne' });
    expect(within(menu).getByRole('link', { name: 'Rezerwacje' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Zalogowany użytkownik: Anna Nowak' })).toHaveTextContent('AN');
  });

  it('keeps the phone bar to one row of logo, menu button, language and theme', () => {
    signIn();
    renderBar();
    const row = screen.getByRole('banner').firstElementChild as HTMLElement;
    // Only the logo link and the three compact controls are drawn in the row; the rest waits in the panel.
    const drawn = within(row)
      .queryAllByRole('link')
      .concat(within(row).queryAllByRole('button'))
      .map((element) => element.textContent || element.getAttribute('aria-label'));
    // The language is two controls: PL cycles (the spec's switch), ▾ opens the menu of languages.
    // Logo and menu button first, the theme toggle last; the language control sits between them.
    expect(drawn.slice(0, 2)).toEqual(['Venue', 'Otwórz menu']);
    expect(drawn.at(-1)).toBe('Tryb ciemny');
    expect(drawn).not.toContain('Wyloguj');
    expect(getComputedStyle(row).flexWrap).not.toBe('wrap');
  });

  it('before registration draws no empty initials circle and offers no links that lead back to the form', () => {
    signIn(testUser({ first_name: '', last_name: '', email: '' }));
    renderBar();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Otwórz menu' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Wyloguj' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Zmień język/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Tryb ciemny' })).toBeInTheDocument();
  });

  it('tabs from the menu button through the open panel in the order it is drawn: links, logout, then language and theme', async () => {
    const user = userEvent.setup();
    signIn();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu główne' });
    const logout = screen.getByRole('button', { name: 'Wyloguj' });
    const language = screen.getByRole('button', { name: /Zmień język/ });
    // Document order is focus order: links, then logout, then the tools, and no CSS `order`
    // may draw them otherwise.
    expect(menu.compareDocumentPosition(logout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(logout.compareDocumentPosition(language) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(['', '0']).toContain(getComputedStyle(menu).order);
    await user.tab();
    expect(within(menu).getByRole('link', { name: 'Profil' })).toHaveFocus();
  });

  it('shows it is open, and closes on Esc with focus back on its button', async () => {
    const user = userEvent.setup();
    signIn();
    renderBar();
    const toggle = screen.getByRole('button', { name: 'Otwórz menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const closedIcon = toggle.querySelector('svg')?.innerHTML;
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Zamknij menu');
    expect(toggle.querySelector('svg')?.innerHTML).not.toBe(closedIcon);

    await user.tab();
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
