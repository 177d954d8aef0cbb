// Venue browsing (marketplace base). Schemas come from the API package's subpath so they are
// bundled here rather than added to the shared surface every first visit pays for.
import { marketplaceApi } from '@venue/api';
import {
  VenueAvailabilitySchema,
  VenueDetailSchema,
  VenueSummaryListSchema,
  type VenueAvailability,
  type VenueDetail,
  type VenueSummary,
} from '@venue/api/schemas/venue';

// Keys for `useSWR` (see the README's "Data loading"): the remote's short name, the thing, its inputs.
export const venueKey = (venueId: number) => ['booking', 'venue', venueId] as const;
export const venuesKey = () => ['booking', 'venues'] as const;

/** Every venue with its sports and weekly hours: the directory filters them in the browser (a handful of venues). */
export function listVenues(signal?: AbortSignal): Promise<VenueSummary[]> {
  return marketplaceApi.get('/venue', { schema: VenueSummaryListSchema, signal });
}

export function getVenue(venueId: number, signal?: AbortSignal): Promise<VenueDetail> {
  return marketplaceApi.get(`/venue/${venueId}`, { schema: VenueDetailSchema, signal });
}

export interface AvailabilityParams {
  /** `YYYY-MM-DD`, a calendar day in the venue's time zone. */
  readonly date: string;
  readonly sportTypeId?: number;
  readonly courtType?: string;
  /** A court-notification hold to show free (its holder's "Book now" link names it). */
  readonly hold?: number | null;
}

/** Free starts of every court of the venue on one day, with the price of each duration that fits. */
export function getVenueAvailability(venueId: number, params: AvailabilityParams, signal?: AbortSignal): Promise<VenueAvailability> {
  return marketplaceApi.get(`/venue/get_object_availabilities/${venueId}`, {
    schema: VenueAvailabilitySchema,
    query: { date: params.date, sport_type_id: params.sportTypeId, court_type: params.courtType, hold: params.hold },
    signal,
  });
}

export const venueAvailabilityKey = (venueId: number, params: AvailabilityParams) =>
  ['booking', 'venue-availability', venueId, params.date, params.sportTypeId ?? null, params.courtType ?? null, params.hold] as const;
