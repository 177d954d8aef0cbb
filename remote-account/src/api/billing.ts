// Billing data: saved in the profile as a JSON string (company data by NIP: company-lookup.ts).
import { updateUser, type User } from '@venue/api';
import type { Billing } from '@venue/api/schemas/billing';

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
