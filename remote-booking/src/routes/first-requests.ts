import type { FirstRequests } from '@venue/routes';

/**
 * The requests of the booking pages' first views that the host's entry sends before this remote's
 * code has run (decision 036), written into the manifest by the build (webpack.config.ts). They
 * are the page preloads' requests (routes-module.ts): first-requests.test.ts runs each preload and
 * checks it sends exactly these URLs, so the page takes the answers instead of asking again.
 * Availability without `?date=` is left to the page (its day is today in the browser's zone).
 */
export const BOOKING_FIRST_REQUESTS: FirstRequests<'booking'> = {
  reservationVenue: [
    { url: 'marketplace/venue/{venueId}' },
    { url: 'marketplace/venue/get_object_availabilities/{venueId}?date={date}&sport_type_id={sport}', when: { '*': 'courts' } },
  ],
  paymentCreate: [{ url: 'public/reservation/{reservationUUID}' }],
  paymentCreateShort: [{ url: 'public/reservation/{reservationUUID}' }],
};
