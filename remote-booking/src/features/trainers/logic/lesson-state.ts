// Booking a private lesson as a discriminated union and a pure reducer (the model is the host's
// login-state.ts): a slot of the trainer's joint availability → duration and court → payment and
// regulations → booking → done, or paying online. Choices travel with every state, so a refusal
// never loses them; an event that makes no sense where the flow is changes nothing.
import type { Reservation } from '@venue/api/schemas/reservation';

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
  | { readonly step: 'options'; readonly choice: LessonChoice; readonly error: unknown; readonly submitted: boolean }
  | { readonly step: 'booking'; readonly choice: LessonChoice }
  | { readonly step: 'paying'; readonly choice: LessonChoice; readonly reservation: Reservation; readonly failed: boolean }
  | { readonly step: 'done'; readonly choice: LessonChoice; readonly reservationId: number };

export type LessonEvent =
  | { readonly type: 'pick'; readonly start: string; readonly prices: readonly number[]; readonly courts: readonly number[] }
  | { readonly type: 'change'; readonly patch: Partial<LessonChoice> }
  /** Book with the choices; `valid`: nothing is missing (else the errors show). */
  | { readonly type: 'book'; readonly valid: boolean }
  | { readonly type: 'booked'; readonly reservationId: number }
  | { readonly type: 'booked-unpaid'; readonly reservation: Reservation }
  | { readonly type: 'refused'; readonly error: unknown }
  | { readonly type: 'pay' }
  | { readonly type: 'pay-failed' }
  | { readonly type: 'cancel' };

export const INITIAL_LESSON: LessonState = { step: 'browse' };
export const DEFAULT_LESSON_MINUTES = 60;

export function lessonReducer(state: LessonState, event: LessonEvent): LessonState {
  switch (event.type) {
    case 'pick': {
      if (state.step !== 'browse' && state.step !== 'options') return state;
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
        error: null,
        submitted: false,
      };
    }
    case 'change':
      return state.step === 'options' ? { ...state, choice: { ...state.choice, ...event.patch } } : state;
    case 'book':
      if (state.step !== 'options') return state;
      return event.valid ? { step: 'booking', choice: state.choice } : { ...state, submitted: true };
    case 'booked':
      return state.step === 'booking' ? { step: 'done', choice: state.choice, reservationId: event.reservationId } : state;
    case 'booked-unpaid':
      return state.step === 'booking' ? { step: 'paying', choice: state.choice, reservation: event.reservation, failed: false } : state;
    case 'refused':
      return state.step === 'booking' ? { step: 'options', choice: state.choice, error: event.error, submitted: false } : state;
    case 'pay':
      return state.step === 'paying' ? { ...state, failed: false } : state;
    case 'pay-failed':
      return state.step === 'paying' ? { ...state, failed: true } : state;
    case 'cancel':
      return state.step === 'options' || state.step === 'done' ? INITIAL_LESSON : state;
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
