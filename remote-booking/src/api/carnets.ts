// Carnets (passes): what a venue sells (marketplace base), the player's own, buying one, and how
// each of the player's carnets would do for one slot of the courts flow (users base).
import { marketplaceApi, usersApi } from '@venue/api';
import {
  CarnetOptionListSchema,
  CarnetPurchaseResponseSchema,
  CarnetTypeListSchema,
  UserCarnetListSchema,
  type CarnetOption,
  type CarnetPurchaseRequest,
  type CarnetPurchaseResponse,
  type CarnetType,
  type UserCarnet,
} from '@venue/api/schemas/carnet';

export const venueCarnetTypesKey = (venueId: number) => ['booking', 'carnet-types', venueId] as const;

/** The carnet types the venue has on sale (public). */
export function listVenueCarnetTypes(venueId: number, signal?: AbortSignal): Promise<CarnetType[]> {
  return marketplaceApi.get(`/venue/carnet_type/${venueId}`, { schema: CarnetTypeListSchema, signal });
}

/** Every key of the player's carnets starts with this, so a purchase or a booking refreshes them all. */
const MY_CARNETS = ['booking', 'my-carnets'] as const;

export const myCarnetsKey = () => [...MY_CARNETS, 'list'] as const;

export const carnetOptionsKey = (venueId: number, objectId: number, start: string, end: string) =>
  [...MY_CARNETS, 'options', venueId, objectId, start, end] as const;

/** Whether a key is one of the player's carnet reads (for `mutate` after buying or booking with a carnet). */
export function isMyCarnetsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === MY_CARNETS[0] && key[1] === MY_CARNETS[1];
}

/** The signed-in player's carnets, newest first, each with its state and usage history. */
export function listMyCarnets(signal?: AbortSignal): Promise<UserCarnet[]> {
  return usersApi.get('/user_venue_carnet', { schema: UserCarnetListSchema, signal });
}

/** Buys a carnet: it is usable once the answer's payment succeeds (BLIK, transfer or the wallet). */
export function purchaseCarnet(input: CarnetPurchaseRequest, signal?: AbortSignal): Promise<CarnetPurchaseResponse> {
  return usersApi.post('/user_venue_carnet', { body: input, schema: CarnetPurchaseResponseSchema, signal });
}

/** The player's carnets at the venue, each judged for one slot (usable, or why not). */
export function getCarnetOptions(
  venueId: number,
  query: { readonly objectId: number; readonly start: string; readonly end: string },
  signal?: AbortSignal,
): Promise<CarnetOption[]> {
  return usersApi.get(`/venue/sport_object/venue_carnet/${venueId}`, {
    schema: CarnetOptionListSchema,
    query: { venue_sport_object_id: query.objectId, start_time: query.start, end_time: query.end },
    signal,
  });
}
