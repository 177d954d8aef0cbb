// The marketplace lists the account page reads, through the SWR cache: sections that need the
// same list on one page share one request and one answer.
import useSWR, { type SWRResponse } from 'swr';
import type { SportType, VenueSummary } from '@venue/api/schemas/venue';
import { listSportTypes, listVenues, sportTypesKey, venuesKey } from './venues';

export function useVenues(): SWRResponse<readonly VenueSummary[]> {
  return useSWR<readonly VenueSummary[]>(venuesKey(), () => listVenues());
}

export function useSportTypes(): SWRResponse<readonly SportType[]> {
  return useSWR<readonly SportType[]>(sportTypesKey(), () => listSportTypes());
}
