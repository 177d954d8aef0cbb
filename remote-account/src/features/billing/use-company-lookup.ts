import { useEffect, useRef, useState } from 'react';
import { isValidNip, normalizeNip } from '@venue/api/schemas/billing';
import { loadActionStrings } from '../../translations/page-parts';
import type { BillingValues } from './billing-values';
import type { LookupFill, LookupOutcome } from './company-lookup';

/**
 * The lookup's code (company-lookup.ts) and its wording (the actions page part), fetched
 * together on the first lookup, or earlier when the button is pointed at or focused.
 */
export const loadCompanyLookup = () => Promise.all([import('./company-lookup'), loadActionStrings()]).then(([module]) => module);

export type LookupState =
  | { readonly status: 'idle' }
  | { readonly status: 'looking' }
  /** What the registry answered; on 'confirm' the user decides before anything typed is replaced. */
  | LookupOutcome
  | { readonly status: 'kept' };

export interface CompanyLookup {
  readonly state: LookupState;
  readonly lookup: (values: BillingValues) => Promise<void>;
  readonly accept: () => void;
  readonly keep: () => void;
  /** Forgets the outcome (e.g. the NIP was edited). */
  readonly reset: () => void;
}

/** "Fetch from registry": looks the NIP up and fills the company fields, asking first before overwriting typed values. */
export function useCompanyLookup(apply: (fill: LookupFill) => void): CompanyLookup {
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
    const controller = new AbortController();
    inFlight.current = controller;
    // Without the lookup's code or wording, the lookup failed (its message is in the namespace).
    const outcome = await loadCompanyLookup().then(
      (module) => module.runLookup(values, nip, controller.signal),
      (): LookupOutcome => ({ status: 'failed' }),
    );
    if (outcome === null || controller.signal.aborted) return;
    if (outcome.status === 'filled') apply(outcome.fill);
    setState(outcome);
  };

  const accept = () => {
    if (state.status !== 'confirm') return;
    apply(state.fill);
    setState({ status: 'filled', fill: state.fill });
  };

  return {
    state,
    lookup,
    accept,
    keep: () => setState({ status: 'kept' }),
    reset: () => setState({ status: 'idle' }),
  };
}
