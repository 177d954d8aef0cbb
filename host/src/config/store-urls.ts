/**
 * Store listings of the mobile app. /get-mobile-app sends phones here; change them here only.
 */
export const STORE_URLS = {
  android: 'https://play.google.com/store/apps/details?id=pl.venue.player',
  ios: 'https://apps.apple.com/pl/app/venue-rezerwacje/id6450000000',
} as const;
