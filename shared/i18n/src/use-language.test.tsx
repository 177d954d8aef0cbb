import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTranslation } from 'react-i18next';
import { initI18n, LANGUAGE_SWITCH_DELAY_MS, setLanguage, useLanguage } from './index';

function LanguageSwitch() {
  const { language, cycleLanguage } = useLanguage();
  const { t } = useTranslation('common');
  return (
    <>
      <p data-testid="language">{language}</p>
      <p>{t('actions.retry')}</p>
      <button type="button" onClick={cycleLanguage}>
        switch
      </button>
    </>
  );
}

describe('useLanguage', () => {
  beforeAll(() => {
    initI18n();
  });
  beforeEach(() => {
    jest.useFakeTimers();
    act(() => setLanguage('pl'));
    localStorage.clear();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('cycles pl → en → ua → pl, each change after 150 ms, and persists it', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<LanguageSwitch />);
    expect(screen.getByTestId('language')).toHaveTextContent('pl');

    await user.click(screen.getByRole('button', { name: 'switch' }));
    act(() => jest.advanceTimersByTime(LANGUAGE_SWITCH_DELAY_MS - 1));
    expect(screen.getByTestId('language')).toHaveTextContent('pl');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('language')).toHaveTextContent('en');
    expect(screen.getByText('Try again')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('en');

    await user.click(screen.getByRole('button', { name: 'switch' }));
    act(() => jest.advanceTimersByTime(LANGUAGE_SWITCH_DELAY_MS));
    expect(screen.getByTestId('language')).toHaveTextContent('ua');
    expect(screen.getByText('Спробувати знову')).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('ua');
    expect(document.documentElement.lang).toBe('uk');

    await user.click(screen.getByRole('button', { name: 'switch' }));
    act(() => jest.advanceTimersByTime(LANGUAGE_SWITCH_DELAY_MS));
    expect(screen.getByTestId('language')).toHaveTextContent('pl');
    expect(localStorage.getItem('language')).toBe('pl');
  });

  it('steps on from the pending choice when pressed again within the delay', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<LanguageSwitch />);
    await user.click(screen.getByRole('button', { name: 'switch' }));
    await user.click(screen.getByRole('button', { name: 'switch' }));
    act(() => jest.advanceTimersByTime(LANGUAGE_SWITCH_DELAY_MS));
    expect(screen.getByTestId('language')).toHaveTextContent('ua');
  });

  it('switches to a language picked by name after the same delay, and a later cycle steps on from it', () => {
    function Picker() {
      const { language, switchLanguage, cycleLanguage } = useLanguage();
      return (
        <>
          <p data-testid="language">{language}</p>
          <button type="button" onClick={() => switchLanguage('ua')}>
            ua
          </button>
          <button type="button" onClick={cycleLanguage}>
            switch
          </button>
        </>
      );
    }
    render(<Picker />);
    act(() => screen.getByRole('button', { name: 'ua' }).click());
    act(() => jest.advanceTimersByTime(LANGUAGE_SWITCH_DELAY_MS - 1));
    expect(screen.getByTestId('language')).toHaveTextContent('pl');
    act(() => jest.advanceTimersByTime(1));
    expect(screen.getByTestId('language')).toHaveTextContent('ua');
    expect(localStorage.getItem('language')).toBe('ua');
    act(() => screen.getByRole('button', { name: 'switch' }).click());
    act(() => jest.advanceTimersByTime(LANGUAGE_SWITCH_DELAY_MS));
    expect(screen.getByTestId('language')).toHaveTextContent('pl');
  });
});
