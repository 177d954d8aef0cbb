// Venues and sport types (marketplace base) for the account page's lists and selects. Schemas
// come from the API package's subpath so they are bundled here, not in the shared surface.
import { marketplaceApi } from '@venue/api';
import { SportTypeListSchema, VenueSummaryListSchema, type SportType, type VenueSummary } from '@venue/api/schemas/venue';

export function listVenues(signal?: AbortSignal): Promise<VenueSummary[]> {
  return marketplaceApi.get('/venue', { schema: VenueSummaryListSchema, signal });
}

export function listSportTypes(signal?: AbortSignal): Promise<SportType[]> {
  return marketplaceApi.get('/app/sport_type', { schema: SportTypeListSchema, signal });
}
