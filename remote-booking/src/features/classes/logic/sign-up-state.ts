// Signing up for a class as a discriminated union and a pure reducer (the model is the host's
// login-state.ts): details → choose → review, where the checkout books (and pays an online
// sign-up, or is done), or back to the choices refused, or to the alternatives when full. The
// player's choices travel with every state, so a refusal never loses them; an event that makes no
// sense where the flow is (a double click, a late answer) changes nothing.
import type { ClassFullBody } from '@venue/api/schemas/group-class';
import { INITIAL_CHECKOUT, checkoutReducer, type CheckoutEvent, type CheckoutState } from '../../../components/checkout/checkout-state';

export type ClassPayment = 'on_site' | 'online' | 'carnet';

export interface SignUpChoice {
  readonly priceListId: number | null;
  readonly payment: ClassPayment | null;
  readonly carnetId: number | null;
  readonly accepted: readonly number[];
  /** Last day of a weekly sign-up (venue day, inclusive); null: this occurrence only. */
  readonly until: string | null;
}

export const EMPTY_CHOICE: SignUpChoice = { priceListId: null, payment: null, carnetId: null, accepted: [], until: null };

export type SignUpState =
  /** The class's details with the sign-up button. */
  | { readonly step: 'details'; readonly choice: SignUpChoice }
  /** Price list or carnet, payment, regulations, once or weekly; `error` is why the last try failed. */
  | { readonly step: 'choose'; readonly choice: SignUpChoice; readonly error: unknown; readonly submitted: boolean }
  /** What will be signed up for (each weekly occurrence and its status), and the checkout: confirm, pay, done. */
  | { readonly step: 'review'; readonly choice: SignUpChoice; readonly checkout: CheckoutState }
  /** 409 CLASS_FULL: the next occurrences with room, one click each. */
  | { readonly step: 'full'; readonly choice: SignUpChoice; readonly alternatives: ClassFullBody['next_occurrences'] };

export type SignUpEvent =
  | { readonly type: 'start' }
  | { readonly type: 'change'; readonly patch: Partial<SignUpChoice> }
  /** Continue from the choices; `valid` is whether they are complete (else the errors show). */
  | { readonly type: 'review'; readonly valid: boolean }
  | { readonly type: 'back' }
  /** The review's checkout moved on; a refusal goes back to the choices with its reason. */
  | { readonly type: 'checkout'; readonly event: CheckoutEvent }
  | { readonly type: 'full'; readonly alternatives: ClassFullBody['next_occurrences'] }
  /**
   * Another occurrence was opened: its details, or straight to the choices when it was picked as an
   * alternative to a full one; the choices are kept (not the weekly end, which belonged to the other day).
   */
  | { readonly type: 'reset'; readonly to: 'details' | 'choose' };

export const INITIAL_SIGN_UP: SignUpState = { step: 'details', choice: EMPTY_CHOICE };

const choosing = (choice: SignUpChoice, error: unknown = null): SignUpState => ({ step: 'choose', choice, error, submitted: false });

export function signUpReducer(state: SignUpState, event: SignUpEvent): SignUpState {
  switch (event.type) {
    case 'start':
      return state.step === 'details' ? choosing(state.choice) : state;
    case 'change':
      return state.step === 'choose' ? { ...state, choice: { ...state.choice, ...event.patch } } : state;
    case 'review':
      if (state.step !== 'choose') return state;
      return event.valid ? { step: 'review', choice: state.choice, checkout: INITIAL_CHECKOUT } : { ...state, submitted: true };
    case 'back':
      if (state.step === 'full' || (state.step === 'review' && state.checkout.status === 'choosing')) return choosing(state.choice);
      if (state.step === 'choose') return { step: 'details', choice: state.choice };
      return state;
    case 'checkout': {
      if (state.step !== 'review') return state;
      if (event.event.type === 'refused' && state.checkout.status === 'submitting') return choosing(state.choice, event.event.error);
      const checkout = checkoutReducer(state.checkout, event.event);
      return checkout === state.checkout ? state : { ...state, checkout };
    }
    case 'full':
      return state.step === 'review' && state.checkout.status === 'submitting'
        ? { step: 'full', choice: state.choice, alternatives: event.alternatives }
        : state;
    case 'reset': {
      const choice = { ...state.choice, until: null };
      return event.to === 'choose' ? choosing(choice) : { step: 'details', choice };
    }
  }
}

/** What is missing before the review: a price list (unless a carnet pays), a payment, a carnet, the required regulations. */
export interface ChoiceErrors {
  readonly priceList: boolean;
  readonly payment: boolean;
  readonly carnet: boolean;
  readonly regulations: readonly number[];
}

export function choiceErrors(choice: SignUpChoice, missingRegulations: readonly number[]): ChoiceErrors {
  return {
    priceList: choice.payment !== 'carnet' && choice.priceListId === null,
    payment: choice.payment === null,
    carnet: choice.payment === 'carnet' && choice.carnetId === null,
    regulations: missingRegulations,
  };
}

export function hasChoiceErrors(errors: ChoiceErrors): boolean {
  return errors.priceList || errors.payment || errors.carnet || errors.regulations.length > 0;
}
