// Billing data: saved in the profile as a JSON string; company data can be fetched by NIP.
import { marketplaceApi, updateUser, type User } from '@venue/api';
import { CompanyLookupResponseSchema, type Billing, type CompanyLookupResponse } from '@venue/api/schemas/billing';

export interface BillingIdentity {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
}

/** Spec §7: the billing update sends billing_info (JSON string) with first_name, last_name and email. */
export function saveBilling(billing: Billing, identity: BillingIdentity, signal?: AbortSignal): Promise<User> {
  return updateUser(
    {
      first_name: identity.first_name,
      last_name: identity.last_name,
      email: identity.email,
      billing_info: JSON.stringify(billing),
      is_active: true,
    },
    signal,
  );
}

/** POST /app/getdatafromgus: the company registered under a NIP (404 NOT_FOUND when none). */
export function lookupCompany(nip: string, signal?: AbortSignal): Promise<CompanyLookupResponse> {
  return marketplaceApi.post('/app/getdatafromgus', { body: { nip }, schema: CompanyLookupResponseSchema, signal });
}
