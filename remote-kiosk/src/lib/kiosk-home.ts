import { matchPath } from 'react-router-dom';
import { paths, ROUTES } from '@venue/routes';

/**
 * The kiosk's start screen for the page at `pathname`: the same venue's idle screen (a session
 * opened from a reservation's URL included), so the logo keeps reception inside the kiosk. Off the
 * kiosk's route (the shell's page list) there is no venue to return to: the page list again.
 */
export function kioskHome(pathname: string): string {
  const venueId = matchPath(ROUTES.selfCheckout.path, pathname)?.params.venueId;
  return venueId ? paths.selfCheckout(venueId) : '/';
}
