import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LANGUAGE_SWITCH_DELAY_MS, setLanguage } from '@venue/i18n';
import { UiProvider } from '@venue/ui';
import { setUpHostTranslations } from '../../../testing/render-host';
import { LanguageSwitch } from './language-switch';

function renderSwitch() {
  return render(
    <UiProvider>
      <LanguageSwitch />
      <button type="button">after</button>
    </UiProvider>,
  );
}

const menuButton = () => screen.getByRole('button', { name: /Wybierz język|Choose a language|Вибрати мову/ });
const settle = () => act(() => jest.advanceTimersByTime(LANGUAGE_SWITCH_DELAY_MS));

beforeAll(setUpHostTranslations);

beforeEach(() => {
  jest.useFakeTimers();
  act(() => setLanguage('pl'));
});

afterEach(() => jest.useRealTimers());

describe('LanguageSwitch', () => {
  it('still cycles PL → EN → UA → PL on its button, as the spec switch does', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSwitch();
    const cycle = () => screen.getByRole('button', { name: /Zmień język|Change language|Змінити мову/ });
    expect(cycle()).toHaveTextContent('PL');
    await user.click(cycle());
    settle();
    expect(cycle()).toHaveTextContent('EN');
    await user.click(cycle());
    settle();
    expect(cycle()).toHaveTextContent('UA');
    await user.click(cycle());
    settle();
    expect(cycle()).toHaveTextContent('PL');
  });

  it('opens a menu naming each language in itself, the current one checked', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSwitch();
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('menu', { name: 'Wybierz język' });
    expect(menuButton()).toHaveAttribute('aria-controls', menu.id);
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((item) => item.textContent?.replace('✓', ''))).toEqual(['Polski', 'English', 'Українська']);
    expect(screen.getByRole('menuitemradio', { name: /Polski/ })).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('menuitemradio', { name: /English/ })).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('menuitemradio', { name: /Українська/ })).toHaveAttribute('lang', 'uk');
    expect(screen.getByRole('menuitemradio', { name: /Polski/ })).toHaveFocus();

    await user.click(screen.getByRole('menuitemradio', { name: /Українська/ }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    settle();
    expect(screen.getByRole('button', { name: /Змінити мову/ })).toHaveTextContent('UA');
    expect(document.documentElement.lang).toBe('uk');
  });

  it('works with the keyboard: arrows open and move, Enter picks, Esc closes back on the button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSwitch();
    menuButton().focus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: /Polski/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: /English/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('menuitemradio', { name: /Українська/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitemradio', { name: /Polski/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('menuitemradio', { name: /Українська/ })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();

    await user.keyboard('{Enter}');
    await user.keyboard('{ArrowDown}');
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(menuButton()).toHaveFocus();
    settle();
    expect(screen.getByRole('button', { name: /Change language/ })).toHaveTextContent('EN');
  });

  it('closes when focus or a press leaves it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderSwitch();
    await user.click(menuButton());
    await user.tab();
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'after' }));
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });
});
