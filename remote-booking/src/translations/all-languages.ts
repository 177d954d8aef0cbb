import { loadTranslations } from '@venue/federation/testing';
import { bookingTranslationLoaders } from './loaders';
import { BOOKING_PAGE_PARTS } from './page-parts';

/**
 * The booking remote's namespace (`booking`) in all three languages, with the strings of the
 * pages and steps that load theirs on first use (translations/page-parts.ts), for tests, the
 * missing-key checks and tools: loaded through the same loaders, so a new part is listed once.
 * The routes module must never import it: a page downloads one language at a time.
 */
export const loadBookingTranslations = () => loadTranslations(bookingTranslationLoaders, BOOKING_PAGE_PARTS);
