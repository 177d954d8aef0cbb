import { createPageKit } from '@venue/federation/page-kit';
import { BOOKING_PAGE_PARTS } from './page-parts';

/**
 * The booking remote's page kit: `withStrings(parts, import(…))` fetches a page's (or a step's)
 * code and the strings parts it shows (in the language shown) together; the routes module declares
 * each page once with `definePage({ routeKey, parts, load })` (chunk name and strings included).
 */
export const { withStrings, definePage, definePreload } = createPageKit('booking', BOOKING_PAGE_PARTS);
