import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from 'styled-components';
import { i18n, initI18n } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { lightTheme } from '../theme/themes';
import { Toaster } from './toaster';
import { toast } from './toast-store';

function renderToaster() {
  return render(
    <ThemeProvider theme={lightTheme}>
      <Toaster />
    </ThemeProvider>,
  );
}

describe('toasts', () => {
  beforeAll(async () => {
    await loadAllLanguages();
    await initI18n().changeLanguage('pl');
  });
  afterAll(async () => {
    await i18n.changeLanguage('en');
  });
  beforeEach(() => {
    jest.useFakeTimers();
    act(() => toast.dismissAll());
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('shows each type and hides it after the default 3000 ms', () => {
    renderToaster();
    act(() => {
      toast.success('Zapisano');
      toast.info('Info');
      toast.warning('Uwaga');
      toast.error('Błąd');
    });
    for (const text of ['Zapisano', 'Info', 'Uwaga', 'Błąd']) expect(screen.getByText(text)).toBeInTheDocument();

    act(() => jest.advanceTimersByTime(2999));
    expect(screen.getByText('Zapisano')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    for (const text of ['Zapisano', 'Info', 'Uwaga', 'Błąd']) expect(screen.queryByText(text)).not.toBeInTheDocument();
  });

  it('honours a custom duration', () => {
    renderToaster();
    act(() => {
      toast.info('Długi', { durationMs: 10_000 });
    });
    act(() => jest.advanceTimersByTime(9_999));
    expect(screen.getByText('Długi')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Długi')).not.toBeInTheDocument();
  });

  it('announces errors assertively and the rest politely, from live regions present beforehand', () => {
    renderToaster();
    const region = screen.getByRole('region', { name: 'Powiadomienia' });
    const [assertive, polite] = within(region).getAllByRole('list');
    expect(assertive).toHaveAttribute('aria-live', 'assertive');
    expect(polite).toHaveAttribute('aria-live', 'polite');

    act(() => {
      toast.error('Nie udało się odświeżyć danych użytkownika');
      toast.success('OK');
    });
    expect(assertive).toHaveTextContent('Nie udało się odświeżyć danych użytkownika');
    expect(polite).toHaveTextContent('OK');
  });

  it('can be dismissed with its button', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderToaster();
    act(() => {
      toast.warning('Zamknij mnie');
    });
    await user.click(screen.getByRole('button', { name: 'Zamknij powiadomienie' }));
    expect(screen.queryByText('Zamknij mnie')).not.toBeInTheDocument();
  });

  it('stays while focused, and leaves after the rest of its time once focus moves on', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderToaster();
    act(() => {
      toast.info('Czytam');
    });
    act(() => jest.advanceTimersByTime(1000));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Zamknij powiadomienie' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(10_000));
    expect(screen.getByText('Czytam')).toBeInTheDocument();

    await user.tab();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Czytam')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Czytam')).not.toBeInTheDocument();
  });

  it('keeps toasts raised before the Toaster mounted', () => {
    act(() => {
      toast.success('Wcześniej');
    });
    renderToaster();
    expect(screen.getByText('Wcześniej')).toBeInTheDocument();
  });
});
