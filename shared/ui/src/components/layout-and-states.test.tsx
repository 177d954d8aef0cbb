import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { initI18n } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { renderWithTheme } from '../testing/render-with-theme';
import { Alert } from './alert';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { ErrorState } from './error-state';
import { LoadingState } from './loading-state';
import { PageLayout } from './page-layout';
import { Spinner } from './spinner';
import { Stack } from './stack';
import { VisuallyHidden } from './visually-hidden';

beforeAll(async () => {
  await loadAllLanguages();
  await initI18n().changeLanguage('pl');
});

describe('PageLayout', () => {
  it('is the main landmark with the page heading', () => {
    renderWithTheme(
      <PageLayout title="Twoje konto" width="narrow">
        <p>Treść</p>
      </PageLayout>,
    );
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(screen.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeInTheDocument();
    expect(getComputedStyle(main).maxWidth).toBe('28rem');
    expect(main).toHaveTextContent('Treść');
  });
});

describe('ErrorState', () => {
  it('announces the generic error and retries', async () => {
    const onRetry = jest.fn();
    renderWithTheme(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wystąpił błąd');
    await userEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows a given message without a retry when none is offered', () => {
    renderWithTheme(<ErrorState message="Nie udało się załadować danych" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nie udało się załadować danych');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('LoadingState and Spinner', () => {
  it('announce loading in the current language', () => {
    renderWithTheme(
      <>
        <LoadingState />
        <Spinner label="Wysyłanie" />
      </>,
    );
    const statuses = screen.getAllByRole('status');
    expect(statuses[0]).toHaveTextContent('Ładowanie…');
    expect(statuses[1]).toHaveTextContent('Wysyłanie');
  });

  it('a decorative spinner is hidden from assistive technology', () => {
    renderWithTheme(<Spinner decorative />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('EmptyState, Card, Stack and VisuallyHidden', () => {
  it('render their content', () => {
    renderWithTheme(
      <Card as="section" aria-labelledby="venues">
        <Stack $gap="sm">
          <h2 id="venues">Twoje obiekty</h2>
          <EmptyState title="Brak obiektów" description="Zarezerwuj kort" action={<Button>Szukaj</Button>} />
          <VisuallyHidden>dla czytników</VisuallyHidden>
        </Stack>
      </Card>,
    );
    expect(screen.getByRole('region', { name: 'Twoje obiekty' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Brak obiektów' })).toBeInTheDocument();
    expect(screen.getByText('Zarezerwuj kort')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Szukaj' })).toBeInTheDocument();
    expect(getComputedStyle(screen.getByText('dla czytników')).position).toBe('absolute');
  });
});

describe('Alert', () => {
  it('interrupts for errors and waits for information', () => {
    renderWithTheme(
      <>
        <Alert>Wystąpił błąd</Alert>
        <Alert tone="success">Zapisano</Alert>
      </>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Wystąpił błąd');
    expect(screen.getByRole('status')).toHaveTextContent('Zapisano');
  });

  it('is no live region when it is a standing note, such as a deadline that counts down', () => {
    renderWithTheme(
      <Alert tone="warning" live={false} data-testid="deadline">
        Opłać do 18:42 (zostało 12 minut)
      </Alert>,
    );
    expect(screen.getByTestId('deadline')).toHaveTextContent('Opłać do 18:42');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
