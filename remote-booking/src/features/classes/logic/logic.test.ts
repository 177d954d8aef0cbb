import { ApiError } from '@venue/api';
import type { Booked } from '../../../components/checkout';
import type { CheckoutEvent } from '../../../components/checkout';
import { classErrorView } from './class-errors';
import { classListParams, parseClassListState, weekWindow } from './class-list';
import { EMPTY_CHOICE, INITIAL_SIGN_UP, choiceErrors, hasChoiceErrors, signUpReducer, type SignUpState } from './sign-up-state';
import { defaultUntil } from './sign-up-request';

describe('class list state', () => {
  it('reads and writes the URL, falling back for anything malformed or past', () => {
    const state = parseClassListState(new URLSearchParams('day=2030-06-05&sport=2&trainer=x&class=7'), '2030-06-01');
    expect(state).toEqual({ day: '2030-06-05', sport: 2, trainer: null, classId: 7 });
    expect(parseClassListState(new URLSearchParams('day=2030-05-01'), '2030-06-01').day).toBe('2030-06-01');
    expect(classListParams({ ...state, day: '2030-06-01' }, '2030-06-01').toString()).toBe('sport=2&class=7');
  });

  it('asks for the week holding the day, a day wider each side', () => {
    expect(weekWindow('2030-06-01', '2030-06-09')).toEqual({
      first: '2030-06-08',
      start: '2030-06-07T00:00:00.000Z',
      end: '2030-06-16T00:00:00.000Z',
    });
  });

  it('repeats weekly by default until the last same weekday in the booking window', () => {
    expect(defaultUntil('2030-06-03', '2030-06-30')).toBe('2030-06-24');
    expect(defaultUntil('2030-06-03', '2030-06-05')).toBe('2030-06-10');
  });
});

describe('signUpReducer', () => {
  const booked: Booked = {
    target: { kind: 'reservation', venueId: 1, reservationId: 9 },
    detailsPath: '/reservation/1/details/9',
    payUntil: null,
  };
  const choose = (state: SignUpState) => signUpReducer(state, { type: 'start' });
  const checkout = (state: SignUpState, event: CheckoutEvent) => signUpReducer(state, { type: 'checkout', event });

  it('walks details → choose → review → submitting → done, keeping the choices', () => {
    let state = choose(INITIAL_SIGN_UP);
    state = signUpReducer(state, { type: 'change', patch: { priceListId: 2, payment: 'on_site' } });
    state = signUpReducer(state, { type: 'review', valid: true });
    expect(state.step).toBe('review');
    state = checkout(state, { type: 'submit' });
    // A second click changes nothing while the first is under way.
    expect(checkout(state, { type: 'submit' })).toBe(state);
    // Nor does going back: the sign-up is being sent.
    expect(signUpReducer(state, { type: 'back' })).toBe(state);
    state = checkout(state, { type: 'booked', reservationId: 9, seriesId: null });
    expect(state).toMatchObject({
      step: 'review',
      checkout: { status: 'done', reservationId: 9 },
      choice: { priceListId: 2, payment: 'on_site' },
    });
  });

  it('stays on the choices showing what is missing', () => {
    const state = signUpReducer(choose(INITIAL_SIGN_UP), { type: 'review', valid: false });
    expect(state).toMatchObject({ step: 'choose', submitted: true });
  });

  it('goes back to the choices with the refusal, or to the alternatives when full', () => {
    const review = signUpReducer(signUpReducer(choose(INITIAL_SIGN_UP), { type: 'change', patch: { priceListId: 1 } }), {
      type: 'review',
      valid: true,
    });
    expect(signUpReducer(review, { type: 'back' })).toMatchObject({ step: 'choose', choice: { priceListId: 1 } });
    // Full only answers a sign-up under way.
    expect(signUpReducer(review, { type: 'full', alternatives: [] })).toBe(review);
    const submitting = checkout(review, { type: 'submit' });
    expect(checkout(submitting, { type: 'refused', error: 'x' })).toMatchObject({
      step: 'choose',
      error: 'x',
      choice: { priceListId: 1 },
    });
    const full = signUpReducer(submitting, { type: 'full', alternatives: [] });
    expect(full.step).toBe('full');
    // The refusal that follows the alternatives changes nothing.
    expect(checkout(full, { type: 'refused', error: 'x' })).toBe(full);
    // An alternative opened straight at the choices, the weekly end dropped.
    expect(signUpReducer({ ...full, choice: { ...full.choice, until: '2030-07-01' } }, { type: 'reset', to: 'choose' })).toMatchObject({
      step: 'choose',
      choice: { priceListId: 1, until: null },
    });
  });

  it('pays an online sign-up and keeps it for paying again after a failure', () => {
    const submitting: SignUpState = { step: 'review', choice: EMPTY_CHOICE, checkout: { status: 'submitting' } };
    let state = checkout(submitting, { type: 'booked-unpaid', booked });
    state = checkout(checkout(state, { type: 'pay' }), { type: 'pay-failed' });
    expect(state).toMatchObject({ step: 'review', checkout: { status: 'failed', booked } });
    expect(checkout(state, { type: 'pay' })).toMatchObject({ checkout: { status: 'paying', booked } });
  });

  it('needs a price list unless a carnet pays, a payment, the carnet and the required regulations', () => {
    expect(choiceErrors(EMPTY_CHOICE, [1])).toEqual({ priceList: true, payment: true, carnet: false, regulations: [1] });
    expect(hasChoiceErrors(choiceErrors({ ...EMPTY_CHOICE, payment: 'carnet', carnetId: 4 }, []))).toBe(false);
    expect(choiceErrors({ ...EMPTY_CHOICE, payment: 'carnet' }, []).carnet).toBe(true);
  });
});

describe('classErrorView', () => {
  it.each([
    ['CARNET_REQUIRED', 'carnetRequired', 'carnets'],
    ['CARNET_USED_UP', 'carnetUsedUp', 'change-choices'],
    ['CARNET_HOURS_NOT_MATCHED', 'carnetHours', 'change-choices'],
    ['ALREADY_SIGNED_UP', 'alreadySignedUp', 'choose-again'],
    ['CLASS_CANCELLED', 'cancelled', 'choose-again'],
    ['UNAUTHORIZED', 'signInAgain', 'sign-in'],
    ['SLOT_IN_PAST', 'inPast', 'choose-again'],
    ['REGULATIONS_NOT_ACCEPTED', 'regulationsNotAccepted', 'change-choices'],
  ])('%s', (code, key, remedy) => {
    expect(classErrorView(new ApiError({ kind: 'http', status: 422, code }))).toMatchObject({ key, remedy });
  });
});
