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

  it('names a course session after its course and child, and leads to the course to pay it', () => {
    renderAt(
      <ul>
        <ReservationRow
          reservation={makeReservation({
            venue_id: 1,
            pay_until: '2026-12-01T10:15:00.000Z',
            course: {
              enrollment_id: 77,
              course_id: 5,
              name: 'Tenis dla dzieci',
              colour: '#1e88e5',
              child: { id: 31, first_name: 'Ola', last_name: 'Nowak' },
            },
          })}
        />
      </ul>,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent('Tenis dla dzieci');
    expect(screen.getByRole('listitem')).toHaveTextContent('Uczestnik: Ola Nowak');
    expect(screen.getByRole('link', { name: /Zapłać teraz/ })).toHaveAttribute('href', '/reservation/1/courses?course=5');
    // No cancel of a single session: the enrolment is cancelled on the child's card.
    expect(screen.queryByRole('button', { name: /Odwołaj/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Odwołaj zapis na karcie dziecka\s?: Tenis dla dzieci, Ola Nowak$/ })).toHaveAttribute(
      'href',
      '/your-account#children',
    );
  });

  it("offers no cancel for a course session whose child's profile is gone", () => {
    renderAt(
      <ul>
        <ReservationRow
          reservation={makeReservation({
            course: {
              enrollment_id: 77,
              course_id: 5,
              name: 'Tenis dla dzieci',
              colour: '#1e88e5',
              child: { id: null, first_name: 'Ola', last_name: 'Nowak' },
            },
          })}
        />
      </ul>,
    );
    expect(screen.queryByRole('link', { name: /karcie dziecka/ })).not.toBeInTheDocument();
  });

  it('offers no enrolment link for a court', () => {
    renderAt(
      <ul>
        <ReservationRow reservation={makeReservation({ course: null })} />
      </ul>,
    );
    expect(screen.queryByRole('link', { name: /karcie dziecka/ })).not.toBeInTheDocument();
  });
});
