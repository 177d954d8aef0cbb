// What "Fetch from GUS" needs once it is pressed (or its button is pointed at or focused): the
// registry request, comparing its answer with what was typed, filling the form and the question
// before replacing typed values. One chunk, fetched with its wording (the actions page part)
// by use-company-lookup.ts, so the account page's first visit carries neither.
import { isApiError } from '@venue/api';
import { normalizeNip, type CompanyLookupResponse } from '@venue/api/schemas/billing';
import { lookupCompany } from '../../api/company-lookup';
import { isCancelled } from '../../lib/field-errors';
import type { BillingTextField, BillingValues } from './billing-values';

export { LookupConfirm } from './lookup-confirm';

/** Fills the form with the registry's answer (applied to the form's values at that moment). */
export type LookupFill = (values: BillingValues) => BillingValues;

/** What a lookup came to; `null` when it was cancelled (the section went away). */
export type LookupOutcome =
  | {
      readonly status: 'confirm';
      readonly found: CompanyLookupResponse;
      readonly conflicts: readonly BillingTextField[];
      readonly fill: LookupFill;
    }
  | { readonly status: 'filled'; readonly fill: LookupFill }
  | { readonly status: 'invalid-nip' }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed' };

/** Looks a (valid, normalized) NIP up; asks first when the answer would replace typed values. */
export async function runLookup(values: BillingValues, nip: string, signal: AbortSignal): Promise<LookupOutcome | null> {
  try {
    const found = await lookupCompany(nip, signal);
    const conflicts = lookupConflicts(values, found);
    const fill: LookupFill = (current) => applyLookup(current, found);
    return conflicts.length > 0 ? { status: 'confirm', found, conflicts, fill } : { status: 'filled', fill };
  } catch (error) {
    if (isCancelled(error)) return null;
    if (isApiError(error) && error.code === 'VALIDATION_FAILED') return { status: 'invalid-nip' };
    return { status: isApiError(error) && error.status === 404 ? 'not-found' : 'failed' };
  }
}

/** The company fields a registry answer would fill. */
const LOOKUP_FIELDS = ['name', 'nip', 'street', 'postalCode', 'city', 'country'] as const satisfies readonly BillingTextField[];

function normalized(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLocaleLowerCase();
}

/** Fields the user already typed that the registry's answer would replace with something else. */
export function lookupConflicts(values: BillingValues, found: CompanyLookupResponse): BillingTextField[] {
  return LOOKUP_FIELDS.filter((field) => {
    const current = field === 'nip' ? normalizeNip(values.nip) : normalized(values[field]);
    const incoming = field === 'nip' ? normalizeNip(found.nip) : normalized(found[field]);
    return current !== '' && current !== incoming;
  });
}

/** The form after accepting a registry answer: a company with the registry's data. */
export function applyLookup(values: BillingValues, found: CompanyLookupResponse): BillingValues {
  return {
    ...values,
    type: 'company',
    name: found.name,
    nip: found.nip,
    street: found.street,
    postalCode: found.postalCode,
    city: found.city,
    country: found.country || values.country,
  };
}
