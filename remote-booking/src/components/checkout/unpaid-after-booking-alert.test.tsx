import { screen } from '@testing-library/react';
import { UnpaidAfterBookingAlert } from './unpaid-after-booking-alert';
import { renderAt, setUpTranslations } from '../../testing/render-at';

beforeAll(setUpTranslations);

const booked = {
  target: { kind: 'reservation', venueId: 4, reservationId: 7 },
  detailsPath: '/reservation/4/details/7',
  payUntil: null,
} as const;
const labels = { unpaid: 'Booked, not paid yet.', detailsLabel: 'Reservation details' };

describe('UnpaidAfterBookingAlert', () => {
  it('says nothing without a payment error', () => {
    renderAt(
      <div data-testid="live">
        <UnpaidAfterBookingAlert error={null} booked={booked} {...labels} />
      </div>,
    );
    expect(screen.getByTestId('live')).toBeEmptyDOMElement();
  });

  it('shows the error alone while nothing was booked', () => {
    renderAt(<UnpaidAfterBookingAlert error="The payment failed." booked={null} {...labels} />);
    expect(screen.getByText('The payment failed.')).toBeInTheDocument();
    expect(screen.queryByText('Booked, not paid yet.')).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('after the booking links to its details', () => {
    renderAt(<UnpaidAfterBookingAlert error="The payment failed." booked={booked} {...labels} />);
    expect(screen.getByText('Booked, not paid yet.', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Reservation details' })).toHaveAttribute('href', '/reservation/4/details/7');
  });
});
