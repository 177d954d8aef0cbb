// Booking a private lesson as a discriminated union and a pure reducer (the model is the host's
// login-state.ts): a slot of the trainer's joint availability → duration, court, payment and
// regulations beside the checkout, which books (and pays online) or is done. Choices travel with
// every state, so a refusal never loses them; an event that makes no sense where the flow is
// (another slot picked while booking, a double click) changes nothing.
import { INITIAL_CHECKOUT, checkoutReducer, type CheckoutEvent, type CheckoutState } from '../../../components/checkout/checkout-state';

export interface LessonChoice {
  /** The slot's start (instant, ISO). */
  readonly start: string;
  /** The slot's prices (court + trainer per duration) and the courts free then, as the day's answer gave them. */
  readonly prices: readonly number[];
  readonly courts: readonly number[];
  readonly duration: number;
  /** The court; null: the first one free for the whole lesson. */
  readonly court: number | null;
  readonly payment: 'on_site' | 'online' | null;
  readonly accepted: readonly number[];
}

export type LessonState =
  | { readonly step: 'browse' }
  /** `submitted`: booking was tried with something missing, which now shows. */
  | { readonly step: 'options'; readonly choice: LessonChoice; readonly submitted: boolean; readonly checkout: CheckoutState };

export type LessonEvent =
  | { readonly type: 'pick'; readonly start: string; readonly prices: readonly number[]; readonly courts: readonly number[] }
  | { readonly type: 'change'; readonly patch: Partial<LessonChoice> }
  /** Booking was tried with a payment or a regulation missing. */
  | { readonly type: 'missing' }
  | { readonly type: 'checkout'; readonly event: CheckoutEvent }
  | { readonly type: 'cancel' };

export const INITIAL_LESSON: LessonState = { step: 'browse' };
export const DEFAULT_LESSON_MINUTES = 60;

/** The choices can change (another slot, duration, payment) only before anything is booked or sent. */
const choosing = (state: LessonState): state is Extract<LessonState, { step: 'options' }> =>
  state.step === 'options' && state.checkout.status === 'choosing';

export function lessonReducer(state: LessonState, event: LessonEvent): LessonState {
  switch (event.type) {
    case 'pick': {
      if (state.step !== 'browse' && !choosing(state)) return state;
      const kept = state.step === 'options' ? state.choice : { payment: null, accepted: [] };
      return {
        step: 'options',
        choice: {
          payment: kept.payment,
          accepted: kept.accepted,
          start: event.start,
          prices: event.prices,
          courts: event.courts,
          duration: DEFAULT_LESSON_MINUTES,
          court: null,
        },
        submitted: false,
        checkout: INITIAL_CHECKOUT,
      };
    }
    case 'change':
      return choosing(state) ? { ...state, choice: { ...state.choice, ...event.patch } } : state;
    case 'missing':
      return choosing(state) ? { ...state, submitted: true } : state;
    case 'checkout': {
      if (state.step !== 'options') return state;
      const checkout = checkoutReducer(state.checkout, event.event);
      return checkout === state.checkout ? state : { ...state, checkout };
    }
    case 'cancel':
      return state.step === 'options' && (state.checkout.status === 'choosing' || state.checkout.status === 'done')
        ? INITIAL_LESSON
        : state;
  }
}

/** The durations a slot offers: `prices[i]` is court + trainer for 60 + 30·i minutes. */
export function lessonDurations(prices: readonly number[]): { minutes: number; price: number }[] {
  return prices.map((price, index) => ({ minutes: 60 + 30 * index, price }));
}

export function lessonPrice(prices: readonly number[], minutes: number): number | null {
  const index = (minutes - 60) / 30;
  return Number.isInteger(index) && index >= 0 ? (prices[index] ?? null) : null;
}

/** "AK" for Anna Kowalska: the avatar when a trainer has no photo. */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toLocaleUpperCase() ?? '')
    .join('');
}
