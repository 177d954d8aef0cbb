/**
 * The product's route table: every path, which app owns it and who may open it.
 * The host builds its router from this table before any remote is loaded, so a route
 * that does not need a remote never fetches one.
 */
export type AppName = 'host' | 'booking' | 'account' | 'wallet' | 'trainer' | 'kiosk';
export type RemoteName = Exclude<AppName, 'host'>;
export const REMOTE_NAMES: readonly RemoteName[] = ['booking', 'account', 'wallet', 'trainer', 'kiosk'];

export type RouteAccess = 'public' | 'auth';

export interface RouteDefinition {
  readonly path: string;
  readonly owner: AppName;
  readonly access: RouteAccess;
  /** The navigation bar is hidden (self-checkout, get-mobile-app). */
  readonly hideNavigation?: boolean;
  /** The footer is hidden (login, complete-registration, self-checkout). */
  readonly hideFooter?: boolean;
}

export const ROUTES = {
  root: { path: '/', owner: 'host', access: 'public' },
  login: { path: '/login', owner: 'host', access: 'public', hideFooter: true },
  completeRegistration: { path: '/complete-registration', owner: 'host', access: 'auth', hideFooter: true },
  getMobileApp: { path: '/get-mobile-app', owner: 'host', access: 'public', hideNavigation: true },
  serverError: { path: '/500', owner: 'host', access: 'public' },

  // The venue directory: public, so a visitor finds a venue before signing in (issue 12).
  venues: { path: '/venues', owner: 'booking', access: 'public' },
  reservationVenue: { path: '/reservation/:venueId/*', owner: 'booking', access: 'public' },
  reservationDetails: { path: '/reservation/:venueId/details/:reservationId', owner: 'booking', access: 'auth' },
  trainers: { path: '/trainers/:venueId', owner: 'booking', access: 'public' },
  carnets: { path: '/carnets/:venueId', owner: 'booking', access: 'public' },
  myReservations: { path: '/my-reservations', owner: 'booking', access: 'auth' },
  myReservationsRecurring: { path: '/my-reservations/recurring/:parentId', owner: 'booking', access: 'auth' },
  myCarnets: { path: '/my-carnets', owner: 'booking', access: 'auth' },
  myNotifications: { path: '/my-notifications', owner: 'booking', access: 'auth' },
  paymentCreate: { path: '/payment/create/:reservationUUID', owner: 'booking', access: 'public' },
  paymentCreateShort: { path: '/p/:reservationUUID', owner: 'booking', access: 'public' },
  paymentStatus: { path: '/payment-status/:paymentId', owner: 'booking', access: 'auth' },
  paymentStatusAlias: { path: '/payment/status/:paymentId', owner: 'booking', access: 'public' },

  yourAccount: { path: '/your-account', owner: 'account', access: 'auth' },
  dumpAccount: { path: '/dump-account', owner: 'account', access: 'auth' },
  statistics: { path: '/statistics', owner: 'account', access: 'auth' },
  confirmEmail: { path: '/confirm-email', owner: 'account', access: 'public' },

  wallet: { path: '/wallet', owner: 'wallet', access: 'auth' },

  trainerProfile: { path: '/trainer-profile', owner: 'trainer', access: 'auth' },
  trainerOverview: { path: '/trainer-profile/overview', owner: 'trainer', access: 'auth' },
  trainerSchedule: { path: '/trainer-schedule', owner: 'trainer', access: 'auth' },
  trainerReservations: { path: '/trainer-reservations', owner: 'trainer', access: 'auth' },

  selfCheckout: {
    path: '/self-checkout/:venueId/:uuid?',
    owner: 'kiosk',
    access: 'public',
    hideNavigation: true,
    hideFooter: true,
  },
} as const satisfies Record<string, RouteDefinition>;

export type RouteId = keyof typeof ROUTES;

/** Route ids owned by one app, e.g. `RouteIdOf<'wallet'>` is `'wallet'`. */
export type RouteIdOf<A extends AppName> = {
  [K in RouteId]: (typeof ROUTES)[K]['owner'] extends A ? K : never;
}[RouteId];

export function routesOf<A extends AppName>(owner: A): RouteIdOf<A>[] {
  return (Object.keys(ROUTES) as RouteId[]).filter((id) => ROUTES[id].owner === owner) as RouteIdOf<A>[];
}
