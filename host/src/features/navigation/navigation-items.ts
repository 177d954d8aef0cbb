import type { User } from '@venue/api';
import { paths } from '@venue/routes';

export interface NavigationItem {
  readonly to: string;
  /** Key in the host namespace. */
  readonly labelKey: string;
}

/**
 * The signed-in bar's links in spec order. The trainer profile appears only for users who
 * have a trainer profile at some venue.
 */
export function navigationItems(user: Pick<User, 'trainer_venue_profiles'> | null): NavigationItem[] {
  const items: NavigationItem[] = [
    { to: paths.yourAccount(), labelKey: 'nav.profile' },
    // Booking another venue starts at the directory (issue 12): no venue is reachable otherwise.
    { to: paths.venues(), labelKey: 'nav.book' },
    { to: paths.myReservations(), labelKey: 'nav.reservations' },
    { to: paths.myCarnets(), labelKey: 'nav.passes' },
    { to: paths.myNotifications(), labelKey: 'nav.notifications' },
    { to: paths.wallet(), labelKey: 'nav.wallet' },
  ];
  if (user && user.trainer_venue_profiles.length > 0) items.push({ to: paths.trainerProfile(), labelKey: 'nav.trainerProfile' });
  items.push({ to: paths.statistics(), labelKey: 'nav.statistics' });
  return items;
}
