import { screen, within } from '@testing-library/react';
import { renderAt, setUpTranslations } from '../../../testing/render-at';
import { StepIndicator } from './step-indicator';

beforeAll(setUpTranslations);

describe('StepIndicator', () => {
  it('says "Krok 2 z 3" for phones (the step name for screen readers) and lists every step for wider screens', () => {
    renderAt(<StepIndicator step="options" />);
    const nav = screen.getByRole('navigation', { name: 'Postęp rezerwacji' });
    expect(within(nav).getByText(/^Krok 2 z 3/)).toHaveTextContent('Krok 2 z 3 · Opcje rezerwacji');
    expect(
      within(nav)
        .getAllByRole('listitem', { hidden: true })
        .map((item) => item.textContent),
    ).toEqual(['1. Wybierz termin', '2. Opcje rezerwacji', '3. Podsumowanie']);
    expect(within(nav).getByText('2. Opcje rezerwacji')).toHaveAttribute('aria-current', 'step');
  });

  it('is gone once the booking is done', () => {
    renderAt(<StepIndicator step="done" />);
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
