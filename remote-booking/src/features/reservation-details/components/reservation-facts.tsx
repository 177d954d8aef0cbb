import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@venue/api/schemas/reservation';
import { formatMoney, useLanguage } from '@venue/i18n';
import { AddressText } from '../../../components/address-text';
import { formatVenueDate, formatVenueTime } from '../../../lib/venue-time';
import { PaymentBadge, StateBadge } from '../../../components/reservations/status-badges';
import { durationMinutes } from '../../../lib/reservations/reservation-format';
import { CarnetPaidNote } from '../../../components/carnets';

export const Facts = styled.dl`
  display: grid;
  /* minmax(0, …): a long word or badge (Ukrainian) wraps inside the column instead of overflowing a phone screen. */
  grid-template-columns: minmax(8rem, auto) minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

// No column gap here: the rule above the total runs across both cells, unbroken; the amounts keep
// their distance from the labels by padding instead.
const Money = styled(Facts)`
  column-gap: 0;

  dd {
    padding-inline-start: ${({ theme }) => theme.space.md};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }

  dt:last-of-type,
  dd:last-of-type {
    padding-top: ${({ theme }) => theme.space.xs};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
    color: ${({ theme }) => theme.colors.text};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

export interface ReservationFactsProps {
  readonly reservation: Reservation;
  readonly sportName: string | null;
  readonly address: string | null;
}

/** Where, when, how long, state and payment. */
export function ReservationFacts({ reservation, sportName, address }: ReservationFactsProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const zone = reservation.venue_timezone;
  return (
    <Facts>
      <dt>{t('reservationDetails.facts.venue')}</dt>
      <dd>
        {reservation.venue_name}
        {address && (
          <>
            , <AddressText text={address} />
          </>
        )}
      </dd>
      {reservation.group_class && (
        <>
          <dt>{t('bookingRecap.groupClass')}</dt>
          <dd>{reservation.group_class.name}</dd>
          {reservation.group_class.price_list_name && (
            <>
              <dt>{t('bookingRecap.priceList')}</dt>
              <dd>{reservation.group_class.price_list_name}</dd>
            </>
          )}
        </>
      )}
      <dt>{t('reservationDetails.facts.court')}</dt>
      <dd>{sportName ? `${reservation.sport_object_name} (${sportName})` : reservation.sport_object_name}</dd>
      {reservation.trainer && (
        <>
          <dt>{t('bookingRecap.trainer')}</dt>
          <dd data-testid="reservation-trainer">{reservation.trainer.display_name}</dd>
        </>
      )}
      <dt>{t('reservationDetails.facts.date')}</dt>
      <dd>{formatVenueDate(reservation.start_time, zone, language)}</dd>
      <dt>{t('reservationDetails.facts.time')}</dt>
      <dd>
        {formatVenueTime(reservation.start_time, zone, language)}–{formatVenueTime(reservation.end_time, zone, language)}
      </dd>
      <dt>{t('reservationDetails.facts.duration')}</dt>
      <dd>{t('reservationDetails.facts.minutes', { count: durationMinutes(reservation.start_time, reservation.end_time) })}</dd>
      <dt>{t('reservationDetails.facts.state')}</dt>
      <dd>
        <StateBadge state={reservation.state} />
      </dd>
      <dt>{t('reservationDetails.facts.payment')}</dt>
      <dd>
        <PaymentBadge status={reservation.payment_status} />{' '}
        {reservation.payment_method === 'carnet' ? null : (
          <>{t(reservation.payment_method === 'online' ? 'reservationDetails.facts.online' : 'reservationDetails.facts.onSite')} </>
        )}
        <CarnetPaidNote carnet={reservation.carnet} />
      </dd>
    </Facts>
  );
}

/** Base price, discount, service fee and total, as charged. */
export function PriceBreakdown({ reservation }: { reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const money = (grosze: number) => formatMoney(grosze, language);
  return (
    <Money>
      <dt>{t('reservationDetails.price.base')}</dt>
      <dd>{money(reservation.base_price)}</dd>
      {reservation.discount > 0 && (
        <>
          <dt>{t('reservationDetails.price.discount')}</dt>
          <dd>−{money(reservation.discount)}</dd>
        </>
      )}
      {reservation.service_fee > 0 && (
        <>
          <dt>{t('reservationDetails.price.serviceFee')}</dt>
          <dd>{money(reservation.service_fee)}</dd>
        </>
      )}
      <dt>{t('reservationDetails.price.total')}</dt>
      <dd>{money(reservation.total)}</dd>
    </Money>
  );
}
