// Venues and sport types (marketplace base) for the account page's lists and selects.
import * as v from 'valibot';
import { ApiError, marketplaceApi } from '@venue/api';
import type { SportType, VenueSummary } from '@venue/api/schemas/venue';

// The account page reads a venue's id, name and address only: it checks those fields of the
// marketplace's answer with these narrow copies instead of `@venue/api/schemas/venue` (the
// whole venue module, its days and opening hours, 2.2 KB minified on the first visit). `satisfies`
// keeps them in step with the API's shapes.
const Id = v.pipe(v.number(), v.integer(), v.minValue(1));

/** A venue as the account page uses it (a subset of the API's `VenueSummary`). */
export type AccountVenue = Pick<VenueSummary, 'id' | 'name' | 'city' | 'address'>;

const AccountVenueListSchema = v.array(
  v.object({ id: Id, name: v.string(), city: v.string(), address: v.string() }) satisfies v.GenericSchema<unknown, AccountVenue>,
);

const SportTypeListSchema = v.array(v.object({ id: Id, code: v.string(), name: v.string() }) satisfies v.GenericSchema<unknown, SportType>);

/** The cache key of every venue of the platform (see use-venues.ts). */
export const venuesKey = () => ['account', 'venues'] as const;

/** The cache key of the sport types. */
export const sportTypesKey = () => ['account', 'sport-types'] as const;

let venuesInFlight: Promise<AccountVenue[]> | null = null;

/**
 * Every venue of the platform. Several sections of the account page ask at the same moment;
 * they share one request while it runs (a later call, e.g. a retry, asks again).
 */
export function listVenues(signal?: AbortSignal): Promise<AccountVenue[]> {
  if (!venuesInFlight) {
    venuesInFlight = marketplaceApi.get('/venue', { schema: AccountVenueListSchema }).finally(() => {
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
