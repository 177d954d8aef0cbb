import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { Reservation } from '@venue/api/schemas/reservation';
import { paths } from '@venue/routes';
import { Alert, Button, Stack } from '@venue/ui';
import { getReservation, listMyReservations, reservationKey, seriesKey } from '../../../api/reservations';
import { getVenue, venueKey } from '../../../api/venues';
import { BookingRecap } from '../../../components/reservations/booking-recap';
import { CarnetPaidNote } from '../../../components/carnets';
import { venueAddressLine } from '../../../lib/venue-address';
import type { UpdateFlow } from '../hooks/use-flow-state';
import { StepHeading } from './step-heading';

interface Props {
  readonly venueId: number;
  readonly reservationId: number | null;
  readonly seriesId: number | null;
  readonly focusHeading: boolean;
  readonly update: UpdateFlow;
  /** Booked with a carnet: paid already, nothing to pay at the venue. */
  readonly withCarnet?: boolean;
}

/** After an on-site or carnet booking: it is done, what was booked, where to see it, and a way to book another. */
export function DoneStep({ venueId, reservationId, seriesId, focusHeading, update, withCarnet = false }: Props) {
  const { t } = useTranslation('booking');
  const booked = useBooked(reservationId, seriesId);
  // The venue page has loaded the venue under the same key: this reads the cache, no new request.
  const venue = useSWR(venueKey(venueId), ([, , id]) => getVenue(id));
  // What the server stored, not what the steps chose: the recap says what was really booked.
  const bookings = (booked ?? []).filter((r) => r.state === 'active').map((r) => ({ ...r, price: r.total - r.service_fee }));

  return (
    <Stack $gap="md" $align="flex-start">
      <StepHeading focusOnMount={focusHeading}>{t('courtsBooking.done.heading')}</StepHeading>
      <Alert tone="success">
        {withCarnet ? (
          <>
            {t('courtsBooking.done.bookedWithCarnet')} <CarnetPaidNote carnet={booked?.[0]?.carnet} />
          </>
        ) : seriesId !== null ? (
          t('courtsBooking.done.seriesBooked')
        ) : (
          t('courtsBooking.done.booked')
        )}
      </Alert>
      {/* The booking is done either way: while the recap loads, or if it fails, the links below still lead to it. */}
      {bookings.length > 0 && venue.data && (
        <BookingRecap
          headingLevel={3}
          actions
          bookings={bookings}
          address={venueAddressLine(venue.data.address, venue.data.city)}
          detailsPathOf={(booking) => paths.reservationDetails(venueId, booking.id)}
        />
      )}
      <Stack $direction="row" $gap="md" $wrap>
        {seriesId !== null ? (
          <Link to={paths.myReservationsRecurring(seriesId)}>{t('courtsBooking.done.series')}</Link>
        ) : (
          reservationId !== null && <Link to={paths.reservationDetails(venueId, reservationId)}>{t('courtsBooking.done.details')}</Link>
        )}
        <Link to={paths.myReservations()}>{t('courtsBooking.done.myReservations')}</Link>
      </Stack>
      <Button
        variant="secondary"
        onClick={() => update({ step: 'slot', object: null, start: null, booked: null, series: null, until: null })}
      >
        {t('courtsBooking.done.bookAnother')}
      </Button>
    </Stack>
  );
}

/** The booked reservation, or every date of the booked series (in time order); undefined while loading or failed. */
function useBooked(reservationId: number | null, seriesId: number | null): readonly Reservation[] | undefined {
  const single = useSWR(seriesId === null && reservationId !== null ? reservationKey(reservationId) : null, ([, , ref]) =>
    getReservation(ref),
  );
  // Same key and same answer as the series page reads, so going there next needs no new request.
  const series = useSWR(seriesId !== null ? seriesKey(seriesId) : null, async ([, , , id]) => {
    const all = await listMyReservations({ includeCancelled: true });
    return all.filter((r) => r.parent_id === id);
  });
  if (seriesId !== null) return series.data;
  return single.data ? [single.data] : undefined;
}
