import { registerTranslationPart } from '@venue/i18n';
import { BOOKING_PAGE_PARTS, type BookingPagePart } from './page-parts';

/** A page's code and its strings (in the language shown), fetched together. */
export function withStrings<T>(part: BookingPagePart, page: Promise<T>): Promise<T> {
  return Promise.all([page, registerTranslationPart('booking', part, BOOKING_PAGE_PARTS[part])]).then(([loaded]) => loaded);
}
