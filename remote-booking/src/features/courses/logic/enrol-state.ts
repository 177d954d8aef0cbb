// Enrolling a child in a course as a discriminated union and a pure reducer (the model is the
// host's login-state.ts): details → child → dates → review, where the checkout enrols and pays.
// The parent's choices travel with every state, so going back or a refusal never loses them; adding
// a child inside the flow keeps its place and chooses the new child. An event that makes no sense
// where the flow is (a double click, a late answer) changes nothing.
import { INITIAL_CHECKOUT, checkoutReducer, type CheckoutEvent, type CheckoutState } from '../../../components/checkout/checkout-state';

export interface EnrolChoice {
  readonly childId: number | null;
  /** Venue days (`YYYY-MM-DD`) of sessions still ahead that the child will skip. */
  readonly skipped: readonly string[];
  /** Ids of the venue's regulations accepted. */
  readonly accepted: readonly number[];
}

export const EMPTY_ENROL_CHOICE: EnrolChoice = { childId: null, skipped: [], accepted: [] };

export type EnrolState =
  /** The course's details with the "enrol" button. */
  | { readonly step: 'details'; readonly choice: EnrolChoice }
  /** Which child; `adding`: the inline form for a new child is open; `submitted`: "continue" was tried. */
  | { readonly step: 'child'; readonly choice: EnrolChoice; readonly adding: boolean; readonly submitted: boolean }
  /** Which of the sessions ahead to skip; `submitted`: "continue" was tried with every one skipped. */
  | { readonly step: 'dates'; readonly choice: EnrolChoice; readonly submitted: boolean }
  /** The price line by line, the regulations and the checkout; `submitted`: "enrol" was tried with one missing. */
  | { readonly step: 'review'; readonly choice: EnrolChoice; readonly submitted: boolean; readonly checkout: CheckoutState };

export type EnrolEvent =
  /** `hasChildren` false: the form for a first child opens at once (spec §5: a child profile must exist first). */
  | { readonly type: 'start'; readonly hasChildren: boolean }
  | { readonly type: 'choose-child'; readonly childId: number }
  | { readonly type: 'add-child' }
  | { readonly type: 'cancel-add' }
  /** The new child was created: it is the one enrolled, and the flow carries on where it was. */
  | { readonly type: 'child-added'; readonly childId: number }
  | { readonly type: 'toggle-date'; readonly date: string }
  | { readonly type: 'accept'; readonly accepted: readonly number[] }
  /** Continue from the child or the dates; `valid` is whether the step is complete (else its error shows). */
  | { readonly type: 'next'; readonly valid: boolean }
  /** "Enrol" with a required regulation missing: the review says which. */
  | { readonly type: 'blocked' }
  | { readonly type: 'back' }
  | { readonly type: 'checkout'; readonly event: CheckoutEvent }
  /** Another course was opened, or the details closed: start again. */
  | { readonly type: 'reset' };

export const INITIAL_ENROL: EnrolState = { step: 'details', choice: EMPTY_ENROL_CHOICE };

const child = (choice: EnrolChoice, adding = false): EnrolState => ({ step: 'child', choice, adding, submitted: false });
const dates = (choice: EnrolChoice): EnrolState => ({ step: 'dates', choice, submitted: false });

export function enrolReducer(state: EnrolState, event: EnrolEvent): EnrolState {
  switch (event.type) {
    case 'start':
      return state.step === 'details' ? child(state.choice, !event.hasChildren) : state;
    case 'choose-child':
      return state.step === 'child' ? { ...state, choice: { ...state.choice, childId: event.childId } } : state;
    case 'add-child':
      return state.step === 'child' ? { ...state, adding: true } : state;
    case 'cancel-add':
      return state.step === 'child' ? { ...state, adding: false } : state;
    case 'child-added':
      return state.step === 'child' ? child({ ...state.choice, childId: event.childId }) : state;
    case 'toggle-date': {
      if (state.step !== 'dates') return state;
      const { skipped } = state.choice;
      const next = skipped.includes(event.date) ? skipped.filter((day) => day !== event.date) : [...skipped, event.date].sort();
      return { ...state, choice: { ...state.choice, skipped: next } };
    }
    case 'accept':
      return state.step === 'review' && state.checkout.status === 'choosing'
        ? { ...state, choice: { ...state.choice, accepted: event.accepted } }
        : state;
    case 'next':
      if (state.step === 'child' && !state.adding) return event.valid ? dates(state.choice) : { ...state, submitted: true };
      if (state.step === 'dates') {
        return event.valid
          ? { step: 'review', choice: state.choice, submitted: false, checkout: INITIAL_CHECKOUT }
          : { ...state, submitted: true };
      }
      return state;
    case 'blocked':
      return state.step === 'review' && state.checkout.status === 'choosing' ? { ...state, submitted: true } : state;
    case 'back':
      // Once enrolled (unpaid, paying) the choices are locked: paying again never enrols twice.
      if (state.step === 'review') return state.checkout.status === 'choosing' ? dates(state.choice) : state;
      if (state.step === 'dates') return child(state.choice);
      if (state.step === 'child') return state.adding ? { ...state, adding: false } : { step: 'details', choice: state.choice };
      return state;
    case 'checkout': {
      if (state.step !== 'review') return state;
      const checkout = checkoutReducer(state.checkout, event.event);
      return checkout === state.checkout ? state : { ...state, checkout };
    }
    case 'reset':
      return INITIAL_ENROL;
  }
}

/** The sessions a choice attends: those still ahead, less the skipped ones. */
export function attendedDates(ahead: readonly string[], choice: Pick<EnrolChoice, 'skipped'>): string[] {
  return ahead.filter((day) => !choice.skipped.includes(day));
}
