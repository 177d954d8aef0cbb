import { registerTranslationPart } from '@venue/i18n';
import { BOOKING_PAGE_PARTS, type BookingPagePart } from './page-parts';

/** A page's (or a step's) code and the strings it shows (in the language shown), fetched together. */
export function withStrings<T>(parts: BookingPagePart | readonly BookingPagePart[], page: Promise<T>): Promise<T> {
  const list: readonly BookingPagePart[] = typeof parts === 'string' ? [parts] : parts;
  return Promise.all([page, ...list.map((part) => registerTranslationPart('booking', part, BOOKING_PAGE_PARTS[part]))]).then(
    ([loaded]) => loaded,
  );
}
