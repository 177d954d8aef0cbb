import { render, screen } from '@testing-library/react';
import { UiProvider } from '@venue/ui';
import { makeReservation } from '../../../testing/reservation-pages';
import { setUpTranslations } from '../../../testing/render-at';
import { PriceBreakdown, ReservationFacts } from './reservation-facts';

beforeAll(setUpTranslations);

describe('ReservationFacts', () => {
  it('lets the value column shrink on a phone and keeps the postcode together', () => {
    const { container } = render(
      <UiProvider>
        <ReservationFacts reservation={makeReservation()} sportName={null} address="ul. Puławska 182, 02-670 Warszawa" />
      </UiProvider>,
    );
    expect(container.querySelector('dl')).toHaveStyle({ gridTemplateColumns: 'minmax(8rem, auto) minmax(0, 1fr)' });
    expect(screen.getByText('02-670')).toHaveStyle({ whiteSpace: 'nowrap' });
  });

  it('draws the rule above the total without a gap between label and amount', () => {
    const { container } = render(
      <UiProvider>
        <PriceBreakdown reservation={makeReservation()} />
      </UiProvider>,
    );
    expect(container.querySelector('dl')).toHaveStyle({ columnGap: '0' });
  });
});
