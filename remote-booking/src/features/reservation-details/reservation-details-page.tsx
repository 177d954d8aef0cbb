import { useEffect, useRef, useState } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import type { CancellationPreview, Reservation } from '@venue/api/schemas/reservation';
import { sportName, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Alert, Card, EmptyState, ErrorState, Heading, lazyPage, LoadingState, PageLayout, Stack, Text } from '@venue/ui';
import { getReservation, isMyReservationsKey, reservationKey } from '../../api/reservations';
import { isMyCarnetsKey } from '../../api/carnets';
import { getVenue, venueKey } from '../../api/venues';
import { CalendarExport } from '../../components/reservations/calendar-export';
import { TimezoneNote } from '../../components/reservations/timezone-note';
import { venueAddressLine } from '../../lib/venue-address';
import { formatVenueDeadline } from '../../lib/venue-time';
import { isPayable } from '../../lib/reservations/reservation-status';
import { CHILD_CARDS_LINK } from '../../lib/course-path';
import { PaymentForm } from '../../components/payment';
import { CancelReservation } from './components/cancel-reservation';
import { PayUntilNote } from './components/pay-until-note';
import { PriceBreakdown, ReservationFacts } from './components/reservation-facts';
import { cancelledMessage } from './cancellation-text';

const QR_SIZE = 160;

// Holds the code's place (size and the frame's padding) while it loads, so nothing moves.
const QrPlaceholder = styled.div`
  width: calc(${QR_SIZE}px + 2 * ${({ theme }) => theme.space.sm});
  aspect-ratio: 1;
`;

// The encoder comes with the first active reservation shown, not with the remote's entry.
const ReservationCheckInQr = lazyPage(
  () => import('./components/reservation-check-in-qr').then((m) => m.ReservationCheckInQr),
  'ReservationCheckInQr',
  <QrPlaceholder />,
);

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
`;

export function ReservationDetailsPage() {
  const { t } = useTranslation('booking');
  const { reservationId = '' } = useParams();
  const reservation = useSWR(reservationKey(reservationId), ([, , ref]) => getReservation(ref));
  const { mutate } = useSWRConfig();

  // After a cancellation: the answer is the reservation now, and the user's lists are stale.
  const onChange = (updated: Reservation) => {
    void reservation.mutate(updated, { revalidate: false });
    void mutate(isMyReservationsKey);
    // A carnet's entry or value may have come back.
    if (updated.carnet) void mutate(isMyCarnetsKey);
  };

  let content;
  // Data first: a retry after a failed reload keeps showing what was loaded.
  if (reservation.data) content = <Details reservation={reservation.data} onChange={onChange} />;
  else if (!reservation.error) content = <LoadingState label={t('reservationDetails.loading')} />;
  else {
    const status = isApiError(reservation.error) ? reservation.error.status : null;
    content =
      status === 404 || status === 403 ? (
        <EmptyState
          title={t(status === 404 ? 'reservationDetails.notFound.title' : 'reservationDetails.forbidden.title')}
          description={t(status === 404 ? 'reservationDetails.notFound.description' : 'reservationDetails.forbidden.description')}
          action={<BackLink to={paths.myReservations()}>{t('reservationDetails.back')}</BackLink>}
        />
      ) : (
        <ErrorState
          message={t('reservationDetails.loadFailed')}
          onRetry={() => void reservation.mutate()}
          retrying={reservation.isValidating}
        />
      );
  }

  return <PageLayout title={t('title.reservationDetails')}>{content}</PageLayout>;
}

interface Cancelled {
  readonly preview: CancellationPreview;
}

function Details({ reservation, onChange }: { reservation: Reservation; onChange: (next: Reservation) => void }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const venue = useSWR(venueKey(reservation.venue_id), ([, , venueId]) => getVenue(venueId));
  const [cancelled, setCancelled] = useState<Cancelled | null>(null);
  const outcome = useRef<HTMLDivElement>(null);

  // The venue only adds the sport's name and the address; the page stands without them.
  const venueData = venue.data ?? null;
  const sportType = venueData?.sport_types.find((sport) => sport.id === reservation.sport_type_id);
  const sportLabel = sportType ? sportName(sportType) : null;
  const address = venueData ? venueAddressLine(venueData.address, venueData.city) : null;
  const { cancellation } = reservation;
  const payable = isPayable(reservation);

  const onCancelled = (updated: Reservation, preview: CancellationPreview) => {
    onChange(updated);
    setCancelled({ preview });
  };

  // The cancel button is gone now: focus goes to what happened instead of falling to the page.
  useEffect(() => {
    if (cancelled) outcome.current?.focus();
  }, [cancelled]);

  const done = cancelled ? cancelledMessage(cancelled.preview, language, reservation) : null;

  return (
    <Stack $gap="lg">
      <BackLink to={paths.myReservations()}>{t('reservationDetails.back')}</BackLink>
      {done && (
        <div ref={outcome} tabIndex={-1}>
          <Alert tone="success">
            {t(reservation.state === 'cancelled_not_on_time' ? 'reservationDetails.cancel.doneLate' : 'reservationDetails.cancel.doneFree')}{' '}
            {t(done.key, done.params)}
          </Alert>
        </div>
      )}
      <Section as="section" aria-labelledby="reservation-facts-heading">
        <Heading id="reservation-facts-heading">{t('reservationDetails.facts.title')}</Heading>
        <ReservationFacts reservation={reservation} sportName={sportLabel} address={address} />
        <TimezoneNote zones={[reservation.venue_timezone]} />
      </Section>
      <Section as="section" aria-labelledby="reservation-price-heading">
        <Heading id="reservation-price-heading">{t('reservationDetails.price.title')}</Heading>
        <PriceBreakdown reservation={reservation} />
      </Section>
      {reservation.state === 'active' && reservation.payment_status === 'pending' && (
        <Alert tone="info">{t('reservationDetails.pay.inProgress')}</Alert>
      )}
      {payable && (
        <Section as="section" aria-labelledby="reservation-pay-heading">
          <Heading id="reservation-pay-heading">{t('reservationDetails.pay.title')}</Heading>
          {reservation.pay_until && <PayUntilNote payUntil={reservation.pay_until} timeZone={reservation.venue_timezone} />}
          <PaymentForm
            target={{ kind: 'reservation', venueId: reservation.venue_id, reservationId: reservation.id }}
            basePrice={reservation.base_price}
            discount={reservation.discount}
          />
        </Section>
      )}
      {reservation.state === 'active' && (
        <Section as="section" aria-labelledby="reservation-check-in-heading">
          <Heading id="reservation-check-in-heading">{t('reservationDetails.checkIn.title')}</Heading>
          <Text>{t('reservationDetails.checkIn.description')}</Text>
          <ReservationCheckInQr
            venueId={reservation.venue_id}
            reservationUuid={reservation.reservation_uuid}
            size={QR_SIZE}
            label={t('reservationDetails.checkIn.qrLabel', { court: reservation.sport_object_name })}
          />
        </Section>
      )}
      {(reservation.state === 'active' || cancellation) && (
        <Section as="section" aria-labelledby="reservation-actions-heading">
          <Heading id="reservation-actions-heading">{t('reservationDetails.actions')}</Heading>
          {reservation.state === 'active' && (
            <CalendarExport
              reservation={reservation}
              sportName={sportLabel}
              address={address}
              detailsPath={paths.reservationDetails(reservation.venue_id, reservation.id)}
            />
          )}
          {cancellation?.outcome === 'cancelled' && !reservation.course && (
            <Text>
              {t('reservationDetails.cancel.freeUntilNote', {
                deadline: formatVenueDeadline(cancellation.free_until, reservation.venue_timezone, language),
              })}
            </Text>
          )}
          {/* A course session is never cancelled alone (the API refuses): its enrolment is, on the child's card. */}
          {reservation.course ? (
            <>
              <Text>
                {t('reservationDetails.course.note', {
                  course: reservation.course.name,
                  name: `${reservation.course.child.first_name} ${reservation.course.child.last_name}`,
                })}
              </Text>
              {reservation.course.child.id !== null && (
                <BackLink to={CHILD_CARDS_LINK}>{t('reservationDetails.course.toChildCard')}</BackLink>
              )}
            </>
          ) : (
            cancellation && <CancelReservation reservation={{ ...reservation, cancellation }} onCancelled={onCancelled} />
          )}
        </Section>
      )}
    </Stack>
  );
}
