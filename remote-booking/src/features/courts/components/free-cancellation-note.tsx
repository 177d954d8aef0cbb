import { useTranslation } from 'react-i18next';
import { useLanguage } from '@venue/i18n';
import { formatVenueUntil } from '../../../lib/venue-time';
import { freeCancellationUntil } from '@venue/api/free-cancellation';

export interface FreeCancellationNoteProps {
  readonly start: string;
  readonly timeZone: string;
  /** The venue's setting; the same rule the backend applies when the reservation is cancelled. */
  readonly freeCancellationHours: number;
  /** A series: each occurrence has its own deadline, so the rule is given in hours. */
  readonly recurring: boolean;
  /** Paid online now: a late cancel keeps the money. Paid on site: the venue may charge instead. */
  readonly online: boolean;
  readonly now?: Date;
}

/** Until when the booking can be cancelled for free, said before the user commits to it. */
export function FreeCancellationNote({
  start,
  timeZone,
  freeCancellationHours,
  recurring,
  online,
  now = new Date(),
}: FreeCancellationNoteProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  if (recurring) {
    return <p data-testid="free-cancellation">{t('courtsBooking.summary.freeCancellationSeries', { count: freeCancellationHours })}</p>;
  }
  const until = freeCancellationUntil(new Date(start), freeCancellationHours);
  if (until.getTime() <= now.getTime()) {
    return (
      <p data-testid="free-cancellation">
        {t(online ? 'courtsBooking.summary.noFreeCancellation' : 'courtsBooking.summary.noFreeCancellationOnSite', {
          count: freeCancellationHours,
        })}
      </p>
    );
  }
  return (
    <p data-testid="free-cancellation">
      {t(online ? 'courtsBooking.summary.freeCancellationUntil' : 'courtsBooking.summary.freeCancellationUntilOnSite', {
        // A court starting at midnight reads "until Saturday, 24:00", never "Sunday, 00:00".
        time: formatVenueUntil(until, timeZone, language),
      })}
    </p>
  );
}
