// Company data by NIP from the GUS registry; fetched with the lookup's code (features/billing/company-lookup.ts).
import { marketplaceApi } from '@venue/api';
import { CompanyLookupResponseSchema, type CompanyLookupResponse } from '@venue/api/schemas/billing';

/** POST /app/getdatafromgus: the company registered under a NIP (404 NOT_FOUND when none). */
export function lookupCompany(nip: string, signal?: AbortSignal): Promise<CompanyLookupResponse> {
  return marketplaceApi.post('/app/getdatafromgus', { body: { nip }, schema: CompanyLookupResponseSchema, signal });
}
