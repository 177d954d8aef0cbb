// Venues and sport types (marketplace base) for the account page's lists and selects. Schemas
// come from the API package's subpath so they are bundled here, not in the shared surface.
import { ApiError, marketplaceApi } from '@venue/api';
import { SportTypeListSchema, VenueSummaryListSchema, type SportType, type VenueSummary } from '@venue/api/schemas/venue';

/** The cache key of every venue of the platform (see use-venues.ts). */
export const venuesKey = () => ['account', 'venues'] as const;

/** The cache key of the sport types. */
export const sportTypesKey = () => ['account', 'sport-types'] as const;

let venuesInFlight: Promise<VenueSummary[]> | null = null;

/**
 * Every venue of the platform. Several sections of the account page ask at the same moment;
 * they share one request while it runs (a later call, e.g. a retry, asks again).
 */
export function listVenues(signal?: AbortSignal): Promise<VenueSummary[]> {
  if (!venuesInFlight) {
    venuesInFlight = marketplaceApi.get('/venue', { schema: VenueSummaryListSchema }).finally(() => {
      venuesInFlight = null;
    });
  }
  const shared = venuesInFlight;
  if (!signal) return shared;
  // One caller leaving must not cancel the request for the others: only its own wait ends.
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new ApiError({ kind: 'cancel', cause: signal.reason }));
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    shared.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

export function listSportTypes(signal?: AbortSignal): Promise<SportType[]> {
  return marketplaceApi.get('/app/sport_type', { schema: SportTypeListSchema, signal });
}
