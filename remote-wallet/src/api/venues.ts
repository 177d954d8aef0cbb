// Venue names for the history's venue filter (marketplace base).
import { marketplaceApi } from '@venue/api';
import { VenueSummaryListSchema, type VenueSummary } from '@venue/api/schemas/venue';

/** Every venue of the platform (a handful): the filter names the user's venues from it. */
export const venuesKey = () => ['wallet', 'venues'] as const;

export function listVenues(signal?: AbortSignal): Promise<VenueSummary[]> {
  return marketplaceApi.get('/venue', { schema: VenueSummaryListSchema, signal });
}
