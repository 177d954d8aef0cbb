import { screen } from '@testing-library/react';
import { makeReservation } from '../../testing/reservation-pages';
import { renderAt, setUpTranslations } from '../../testing/render-at';
import { ReservationRow } from './reservation-row';

beforeAll(setUpTranslations);

describe('ReservationRow', () => {
  it('says which carnet paid the reservation and what it took', () => {
    renderAt(
      <ul>
        <ReservationRow
          reservation={makeReservation({
            payment_method: 'carnet',
            carnet: { id: 31, name: 'Poranny squash', kind: 'entries', amount: 1 },
          })}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Opłacona karnetem Poranny squash (1 wejście)');
  });

  it('says nothing of carnets for a reservation paid otherwise', () => {
    renderAt(
      <ul>
        <ReservationRow reservation={makeReservation({ carnet: null })} />
      </ul>,
    );
    expect(screen.getByRole('listitem')).not.toHaveTextContent('karnet');
  });
});
