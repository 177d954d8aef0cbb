// Signing up for a class as a discriminated union and a pure reducer (the model is the host's
// login-state.ts): details → choose → review → submitting → done, or paying an online sign-up,
// or refused. The player's choices travel with every state, so a refusal never loses them; an
// event that makes no sense where the flow is (a double click, a late answer) changes nothing.
import type { ClassFullBody } from '@venue/api/schemas/group-class';
import type { Reservation } from '@venue/api/schemas/reservation';

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
  /** What will be signed up for (each weekly occurrence and its status), and the confirm button. */
  | { readonly step: 'review'; readonly choice: SignUpChoice }
  | { readonly step: 'submitting'; readonly choice: SignUpChoice }
  /** Signed up online, once: the payment starts (again after a failure) from here. */
  | { readonly step: 'paying'; readonly choice: SignUpChoice; readonly reservation: Reservation; readonly failed: boolean }
  /** 409 CLASS_FULL: the next occurrences with room, one click each. */
  | { readonly step: 'full'; readonly choice: SignUpChoice; readonly alternatives: ClassFullBody['next_occurrences'] }
  | { readonly step: 'done'; readonly choice: SignUpChoice; readonly reservationId: number; readonly seriesId: number | null };

export type SignUpEvent =
  | { readonly type: 'start' }
  | { readonly type: 'change'; readonly patch: Partial<SignUpChoice> }
  /** Continue from the choices; `valid` is whether they are complete (else the errors show). */
  | { readonly type: 'review'; readonly valid: boolean }
  | { readonly type: 'back' }
  | { readonly type: 'submit' }
  | { readonly type: 'signed-up'; readonly reservationId: number; readonly seriesId: number | null }
  | { readonly type: 'signed-up-unpaid'; readonly reservation: Reservation }
  | { readonly type: 'refused'; readonly error: unknown }
  | { readonly type: 'full'; readonly alternatives: ClassFullBody['next_occurrences'] }
  | { readonly type: 'pay' }
  | { readonly type: 'pay-failed' }
  /**
   * Another occurrence was opened: its details, or straight to the choices when it was picked as an
   * alternative to a full one; the choices are kept (not the weekly end, which belonged to the other day).
   */
  | { readonly type: 'reset'; readonly to: 'details' | 'choose' };

export const INITIAL_SIGN_UP: SignUpState = { step: 'details', choice: EMPTY_CHOICE };

export function signUpReducer(state: SignUpState, event: SignUpEvent): SignUpState {
  switch (event.type) {
    case 'start':
      return state.step === 'details' ? { step: 'choose', choice: state.choice, error: null, submitted: false } : state;
    case 'change':
      return state.step === 'choose' ? { ...state, choice: { ...state.choice, ...event.patch } } : state;
    case 'review':
      if (state.step !== 'choose') return state;
      return event.valid ? { step: 'review', choice: state.choice } : { ...state, submitted: true };
    case 'back':
      if (state.step === 'review' || state.step === 'full') return { step: 'choose', choice: state.choice, error: null, submitted: false };
      if (state.step === 'choose') return { step: 'details', choice: state.choice };
      return state;
    case 'submit':
      return state.step === 'review' ? { step: 'submitting', choice: state.choice } : state;
    case 'signed-up':
      return state.step === 'submitting'
        ? { step: 'done', choice: state.choice, reservationId: event.reservationId, seriesId: event.seriesId }
        : state;
    case 'signed-up-unpaid':
      return state.step === 'submitting' ? { step: 'paying', choice: state.choice, reservation: event.reservation, failed: false } : state;
    case 'refused':
      return state.step === 'submitting' ? { step: 'choose', choice: state.choice, error: event.error, submitted: false } : state;
    case 'full':
      return state.step === 'submitting' ? { step: 'full', choice: state.choice, alternatives: event.alternatives } : state;
    case 'pay':
      return state.step === 'paying' ? { ...state, failed: false } : state;
    case 'pay-failed':
      return state.step === 'paying' ? { ...state, failed: true } : state;
    case 'reset': {
      const choice = { ...state.choice, until: null };
      return event.to === 'choose' ? { step: 'choose', choice, error: null, submitted: false } : { step: 'details', choice };
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
