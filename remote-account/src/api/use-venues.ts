// The marketplace lists the account page reads, through the SWR cache: sections that need the
// same list on one page share one request and one answer.
import useSWR, { type SWRResponse } from 'swr';
import type { SportType } from '@venue/api/schemas/venue';
import { listSportTypes, listVenues, sportTypesKey, venuesKey, type AccountVenue } from './venues';

export function useVenues(): SWRResponse<readonly AccountVenue[]> {
  return useSWR<readonly AccountVenue[]>(venuesKey(), () => listVenues());
}

export function useSportTypes(): SWRResponse<readonly SportType[]> {
  return useSWR<readonly SportType[]>(sportTypesKey(), () => listSportTypes());
}
