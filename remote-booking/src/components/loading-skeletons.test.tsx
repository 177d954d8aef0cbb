import { screen } from '@testing-library/react';
import { renderAt } from '../testing/render-at';
import { CourtsSkeleton, PaymentCardSkeleton } from './loading-skeletons';

describe('loading skeletons', () => {
  it('shows the courts tab’s shape (slots included) as one busy region', () => {
    renderAt(<CourtsSkeleton label="Ładowanie obiektu" />);
    const region = screen.getByRole('status', { busy: true });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Ładowanie obiektu');
    expect(region.querySelectorAll('[data-skeleton]').length).toBeGreaterThan(10);
  });

  it('shows the pay-by-link card and form shapes as one busy region', () => {
    renderAt(<PaymentCardSkeleton label="Ładowanie rezerwacji" />);
    expect(screen.getByRole('status', { busy: true })).toHaveTextContent('Ładowanie rezerwacji');
    expect(screen.getByRole('status', { busy: true }).querySelectorAll('[data-skeleton]')).toHaveLength(3);
  });
});
