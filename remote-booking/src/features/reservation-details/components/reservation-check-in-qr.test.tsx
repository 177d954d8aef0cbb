import { render, screen } from '@testing-library/react';
import { UiProvider } from '@venue/ui';
import { setUpTranslations } from '../../../testing/render-at';
import { ReservationCheckInQr } from './reservation-check-in-qr';

// UiProvider's toaster speaks through i18next: strings in before rendering.
beforeAll(setUpTranslations);

describe('ReservationCheckInQr', () => {
  it('encodes the kiosk URL of the reservation, dark on white, named for screen readers', () => {
    render(
      <UiProvider>
        <ReservationCheckInQr
          venueId={3}
          reservationUuid="0b7e9d5a-1b2c-4d3e-9f00-000000000001"
          label="Kod QR rezerwacji"
          origin="https://venue.example"
        />
      </UiProvider>,
    );
    expect(screen.getByTestId('reservation-check-in-qr')).toHaveAttribute(
      'data-value',
      'https://venue.example/self-checkout/3/0b7e9d5a-1b2c-4d3e-9f00-000000000001',
    );
    const image = screen.getByRole('img', { name: 'Kod QR rezerwacji' });
    expect(image.querySelector('path[fill="#FFFFFF"], path[fill="#ffffff"]')).not.toBeNull();
  });
});
