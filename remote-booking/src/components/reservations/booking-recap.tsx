import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { ReservationState } from '@venue/api/schemas/reservation';
import { formatMoney, useLanguage } from '@venue/i18n';
import { DescriptionList, Heading, PlainList, VisuallyHidden } from '@venue/ui';
import { AddressText } from '../address-text';
import { directionsUrl } from '../../lib/map-url';
import { formatVenueDate, formatVenueTime } from '../../lib/venue-time';
import { CalendarExport } from './calendar-export';
import { TimezoneNote } from './timezone-note';

/** One booked reservation, as a reservation or a payment's booking gives it. */
export interface RecapBooking {
  readonly id: number;
  readonly reservation_uuid: string;
  readonly state: ReservationState;
  readonly venue_name: string;
  readonly venue_timezone: string;
  readonly sport_object_name: string;
  readonly start_time: string;
  readonly end_time: string;
  /** Grosze: the court's price after partner cards, without the service fee. */
  readonly price: number;
}

export interface BookingRecapProps {
  /** In time order, all at one venue (a payment or a booking never spans venues). */
  readonly bookings: readonly RecapBooking[];
  /** The venue's address line, when known: shown, and the target of "Directions". */
  readonly address: string | null;
  /** The details page of a reservation for its owner; null for a payer by link. */
  readonly detailsPathOf: ((booking: RecapBooking) => string) | null;
  /** Offer the calendar file and directions (not while unpaid, failed or refunded: nothing to go to yet). */
  readonly actions: boolean;
  /** Grosze the wallet paid of these bookings (a wallet or split payment); the rest went by BLIK or transfer. */
  readonly paidFromWallet?: number;
  /** Its heading's level in the page outline (h2 by default; h3 under a step's h2). */
  readonly headingLevel?: 2 | 3;
}

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};

  > a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

/**
 * What was booked, restated where the player lands after booking or paying: venue, address,
 * court, date, time (the venue's zone) and price, with the calendar file and the way there.
 */
export function BookingRecap({ bookings, address, detailsPathOf, actions, headingLevel = 2, paidFromWallet = 0 }: BookingRecapProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const [first] = bookings;
  if (!first) return null;
  const zone = first.venue_timezone;
  const date = (b: RecapBooking) => formatVenueDate(b.start_time, b.venue_timezone, language);
  const time = (b: RecapBooking) =>
    `${formatVenueTime(b.start_time, b.venue_timezone, language)}–${formatVenueTime(b.end_time, b.venue_timezone, language)}`;
  const single = bookings.length === 1;
  const total = bookings.reduce((sum, b) => sum + b.price, 0);
  const courts = [...new Set(bookings.map((b) => b.sport_object_name))];

  return (
    <Section aria-labelledby="booking-recap-heading">
      <Heading id="booking-recap-heading" level={headingLevel}>
        {t('bookingRecap.heading')}
      </Heading>
      <DescriptionList layout="columns">
        <dt>{t('bookingRecap.venue')}</dt>
        <dd>{first.venue_name}</dd>
        {address && (
          <>
            <dt>{t('bookingRecap.address')}</dt>
            <dd>
              <AddressText text={address} />
            </dd>
          </>
        )}
        <dt>{t('bookingRecap.court')}</dt>
        <dd>{courts.join(', ')}</dd>
        {single ? (
          <>
            <dt>{t('bookingRecap.date')}</dt>
            <dd>{date(first)}</dd>
            <dt>{t('bookingRecap.time')}</dt>
            <dd>{time(first)}</dd>
          </>
        ) : (
          <>
            <dt>{t('bookingRecap.dates')}</dt>
            <dd>
              <PlainList>
                {bookings.map((b) => (
                  <li key={b.id}>
                    {date(b)}, {time(b)}
                  </li>
                ))}
              </PlainList>
            </dd>
          </>
        )}
        <dt>{t('bookingRecap.price')}</dt>
        <dd>{formatMoney(total, language)}</dd>
        {paidFromWallet > 0 && (
          <>
            <dt>{t('bookingRecap.paidFromWallet')}</dt>
            <dd>{formatMoney(paidFromWallet, language)}</dd>
          </>
        )}
      </DescriptionList>
      <TimezoneNote zones={[zone]} />
      {actions && (
        <Actions>
          {single && first.state === 'active' && (
            <CalendarExport
              reservation={first}
              sportName={null}
              address={address}
              detailsPath={detailsPathOf ? detailsPathOf(first) : null}
            />
          )}
          {address && (
            <a href={directionsUrl(`${first.venue_name}, ${address}`)} target="_blank" rel="noopener noreferrer">
              {t('bookingRecap.directions')}
              <VisuallyHidden> {t('bookingRecap.opensInNewTab')}</VisuallyHidden>
            </a>
          )}
        </Actions>
      )}
    </Section>
  );
}
