import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@venue/api/schemas/reservation';
import { formatMoney, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Text, VisuallyHidden } from '@venue/ui';
import { formatVenueRange } from '../../lib/venue-time';
import { CHILD_CARDS_LINK, courseDetailsPath } from '../../lib/course-path';
import { reservationTitle } from '../../lib/reservations/reservation-format';
import { PaymentBadge, StateBadge } from './status-badges';
import { CarnetPaidNote } from '../carnets';
import { Row, RowLink, Title } from './row-parts';

export const RowList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  list-style: none;
  padding: 0;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Side = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.tablet} {
    align-items: flex-end;
  }
`;

/**
 * A course session's own page is its course's (the enrolment is paid, with its 15-minute
 * countdown, and its state shown there); anything else has its reservation details.
 */
function detailsPath(reservation: Reservation): string {
  return reservation.course
    ? courseDetailsPath(reservation.venue_id, reservation.course.course_id)
    : paths.reservationDetails(reservation.venue_id, reservation.id);
}

/** One reservation in the list: where, when, how much, paid or not, and a way to its details. */
export function ReservationRow({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const when = formatVenueRange(reservation.start_time, reservation.end_time, reservation.venue_timezone, language);
  return (
    <li>
      <Row data-reservation-id={reservation.id}>
        <div>
          <Title>
            {reservationTitle(reservation)} · {reservation.venue_name}
          </Title>
          <Text variant="muted">{when}</Text>
          {reservation.course && (
            <Text variant="small">
              {t('myReservations.list.courseChild', {
                name: `${reservation.course.child.first_name} ${reservation.course.child.last_name}`,
              })}
            </Text>
          )}
          {reservation.trainer && <Text variant="small">{t('bookingRecap.trainerLine', { name: reservation.trainer.display_name })}</Text>}
          <Badges>
            <StateBadge state={reservation.state} />
            <PaymentBadge status={reservation.payment_status} />
          </Badges>
          {reservation.carnet && (
            <Text variant="small">
              <CarnetPaidNote carnet={reservation.carnet} />
            </Text>
          )}
        </div>
        <Side>
          <span>{t('myReservations.list.total', { amount: formatMoney(reservation.total, language) })}</span>
          <RowLink to={detailsPath(reservation)}>
            {t(reservation.course && reservation.pay_until !== null ? 'myReservations.list.coursePay' : 'myReservations.list.details')}
            <VisuallyHidden>
              {': '}
              {reservationTitle(reservation)}, {when}
            </VisuallyHidden>
          </RowLink>
          {/* A session is never cancelled alone: the whole enrolment is, on the child's card. */}
          {reservation.course && reservation.course.child.id !== null && (
            <RowLink to={CHILD_CARDS_LINK}>
              {t('myReservations.list.courseCancel')}
              <VisuallyHidden>
                {': '}
                {reservation.course.name}, {`${reservation.course.child.first_name} ${reservation.course.child.last_name}`}
              </VisuallyHidden>
            </RowLink>
          )}
        </Side>
      </Row>
    </li>
  );
}
