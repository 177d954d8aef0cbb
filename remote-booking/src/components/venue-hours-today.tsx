import { useTranslation } from 'react-i18next';
import type { OpeningHours } from '@venue/api/schemas/venue';
import { hoursToday } from '../lib/opening-hours';

export interface VenueHoursTodayProps {
  readonly hours: readonly OpeningHours[];
  /** The venue's zone: "today" is the venue's day, and its hours are its wall-clock times. */
  readonly timeZone: string;
  /** For tests; the current time otherwise. */
  readonly now?: Date;
}

/** "Dziś otwarte 07:00–23:00", "Dziś otwarte całą dobę" or "Dziś zamknięte", as plain text. */
export function VenueHoursToday({ hours, timeZone, now }: VenueHoursTodayProps) {
  const { t } = useTranslation('booking');
  const today = hoursToday(hours, timeZone, now);
  if (!today) return <>{t('venueHours.closedToday')}</>;
  if (today.opens === '00:00' && today.closes === '24:00') return <>{t('venueHours.allDay')}</>;
  return <>{t('venueHours.openToday', { opens: today.opens, closes: today.closes })}</>;
}
