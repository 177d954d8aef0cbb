// Which screen the courts flow shows, as one pure decision over what is known: the step in the
// URL, whether someone is signed in, a slot conflict reported by the server, and the day's
// availability. Each view carries exactly what its screen needs, so a screen can never be
// reached with the slot it depends on still missing.
import type { FreeSlot, ObjectAvailability, VenueAvailability } from '@venue/api/schemas/venue';
import type { FlowStep } from './flow-state';

export interface ChosenSlot {
  readonly object: ObjectAvailability;
  readonly slot: FreeSlot;
}

export interface FlowViewInput {
  readonly step: FlowStep;
  readonly signedIn: boolean;
  /** The server said the slot was just taken (409); the screen offers other starts. */
  readonly conflict: boolean;
  readonly availability: {
    readonly data: VenueAvailability | undefined;
    readonly error: unknown;
    /** A request for the current day is under way (first load or retry). */
    readonly loading: boolean;
  };
  /** The chosen slot found in the day's availability; null while unknown or gone. */
  readonly chosen: ChosenSlot | null;
  /** The court and start the URL names. */
  readonly object: number | null;
  readonly start: string | null;
}

/** A slot the later steps work on: found in the availability, its court and start known. */
export interface BookedSlot extends ChosenSlot {
  readonly objectId: number;
  readonly start: string;
}

export type FlowView =
  | { readonly view: 'done' }
  | { readonly view: 'slot' }
  /** A later step needs an account: shown while the flow sends the visitor to sign in. */
  | { readonly view: 'signing-in' }
  /** The chosen slot was taken, or is no longer in the day's availability. */
  | { readonly view: 'slot-unavailable' }
  | { readonly view: 'availability-failed' }
  | { readonly view: 'loading' }
  | { readonly view: 'options'; readonly slot: BookedSlot }
  | { readonly view: 'summary'; readonly slot: BookedSlot };

export function selectFlowView({ step, signedIn, conflict, availability, chosen, object, start }: FlowViewInput): FlowView {
  if (step === 'done') return { view: 'done' };
  if (step === 'slot') return { view: 'slot' };
  if (!signedIn) return { view: 'signing-in' };
  // A fresh answer without the slot means it went to someone else; a retry in flight may still find it.
  if (conflict || (availability.data && !availability.loading && !chosen)) return { view: 'slot-unavailable' };
  if (!chosen && availability.error) return { view: 'availability-failed' };
  if (!chosen || object === null || start === null) return { view: 'loading' };
  const slot = { ...chosen, objectId: object, start };
  return step === 'options' ? { view: 'options', slot } : { view: 'summary', slot };
}
