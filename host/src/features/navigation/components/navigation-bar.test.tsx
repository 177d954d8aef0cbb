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
    expect(screen.getByRole('img', { name: 'Zalogowany użytkownik: Anna Nowak' })).toHaveTextContent('AN');
    // jsdom draws the phone layout, where the links wait behind the menu button.
    await userEvent.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu główne' });
    expect(within(menu).getByRole('link', { name: 'Rezerwacje' })).toBeInTheDocument();
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

  it('tabs through the open menu in the order it is drawn: links, then language, theme and logout', async () => {
    const user = userEvent.setup();
    signIn();
    renderBar();
    await user.click(screen.getByRole('button', { name: 'Otwórz menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu główne' });
    const logout = screen.getByRole('button', { name: 'Wyloguj' });
    // Document order is focus order: the menu comes before the tools, and no CSS `order`
    // may draw it after them.
    expect(menu.compareDocumentPosition(logout) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
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
    expect(toggle).toHaveTextContent('☰');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Zamknij menu');
    expect(toggle).toHaveTextContent('✕');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Profil' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();
  });
});
