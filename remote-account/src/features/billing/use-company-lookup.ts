import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@venue/api';
import { isValidNip, normalizeNip, type CompanyLookupResponse } from '@venue/api/schemas/billing';
import { lookupCompany } from '../../api/billing';
import { isCancelled } from '../../lib/field-errors';
import { lookupConflicts, type BillingTextField, type BillingValues } from './billing-values';

export type LookupState =
  | { readonly status: 'idle' }
  | { readonly status: 'invalid-nip' }
  | { readonly status: 'looking' }
  /** The answer differs from what the user typed: they decide before anything is replaced. */
  | { readonly status: 'confirm'; readonly found: CompanyLookupResponse; readonly conflicts: readonly BillingTextField[] }
  | { readonly status: 'filled' }
  | { readonly status: 'kept' }
  | { readonly status: 'not-found' }
  | { readonly status: 'failed' };

export interface CompanyLookup {
  readonly state: LookupState;
  readonly lookup: (values: BillingValues) => Promise<void>;
  readonly accept: () => void;
  readonly keep: () => void;
  /** Forgets the outcome (e.g. the NIP was edited). */
  readonly reset: () => void;
}

/** "Fetch from registry": looks the NIP up and fills the company fields, asking first before overwriting typed values. */
export function useCompanyLookup(apply: (found: CompanyLookupResponse) => void): CompanyLookup {
  const [state, setState] = useState<LookupState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const lookup = async (values: BillingValues) => {
    if (state.status === 'looking') return;
    const nip = normalizeNip(values.nip.trim());
    if (!isValidNip(nip)) {
      setState({ status: 'invalid-nip' });
      return;
    }
    setState({ status: 'looking' });
    inFlight.current = new AbortController();
    try {
      const found = await lookupCompany(nip, inFlight.current.signal);
      const conflicts = lookupConflicts(values, found);
      if (conflicts.length > 0) {
        setState({ status: 'confirm', found, conflicts });
        return;
      }
      apply(found);
      setState({ status: 'filled' });
    } catch (error) {
      if (isCancelled(error)) return;
      if (isApiError(error) && error.code === 'VALIDATION_FAILED') setState({ status: 'invalid-nip' });
      else setState({ status: isApiError(error) && error.status === 404 ? 'not-found' : 'failed' });
    }
  };

  const accept = () => {
    if (state.status !== 'confirm') return;
    apply(state.found);
    setState({ status: 'filled' });
  };

  return {
    state,
    lookup,
    accept,
    keep: () => setState({ status: 'kept' }),
    reset: () => setState({ status: 'idle' }),
  };
}
