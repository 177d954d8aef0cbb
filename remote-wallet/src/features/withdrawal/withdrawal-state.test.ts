import type { Withdrawal } from '@venue/api/schemas/wallet';
import { initialWithdrawalState, withdrawalReducer, type WithdrawalEvent, type WithdrawalState } from './withdrawal-state';

const VALUES = { amount: '120,50', iban: '61 1090 1014 0000 0712 1981 2874', account_owner: 'Anna Nowak' } as const;
const REQUEST = { amount: 12050, iban: 'PL61109010140000071219812874', account_owner: 'Anna Nowak' } as const;

function withdrawal(state: Withdrawal['state'], id = 1): Withdrawal {
  return {
    id,
    amount: 12050,
    iban_last4: '2874',
    account_owner: 'Anna Nowak',
    state,
    created_at: '2026-11-26T09:00:00.000Z',
    expires_at: state === 'requested' ? '2026-11-26T09:10:00.000Z' : null,
    confirmed_at: state === 'confirmed' ? '2026-11-26T09:01:00.000Z' : null,
    paid_out_at: null,
    expected_arrival_date: state === 'confirmed' ? '2026-11-27' : null,
    failure_reason: null,
  };
}

const SENT = { type: 'code-sent', withdrawal: withdrawal('requested'), resendAt: 60_000 } as const;

function run(...events: WithdrawalEvent[]): WithdrawalState {
  return events.reduce(withdrawalReducer, initialWithdrawalState);
}

const atForm = (...events: WithdrawalEvent[]) => run({ type: 'opened', values: VALUES }, ...events);
const atReview = (...events: WithdrawalEvent[]) => atForm({ type: 'form-accepted', request: REQUEST }, ...events);
const atCode = (...events: WithdrawalEvent[]) => atReview({ type: 'send-started' }, SENT, ...events);

describe('withdrawalReducer', () => {
  it('starts closed and opens the form with the values it is given', () => {
    expect(initialWithdrawalState).toEqual({ step: 'idle' });
    expect(atForm()).toEqual({ step: 'form', values: VALUES, fieldErrors: {} });
  });

  it('keeps what was typed when the form is refused, and clears only the field being corrected', () => {
    const refused = atForm({
      type: 'form-refused',
      fieldErrors: { amount: { kind: 'amount-format' }, iban: { kind: 'validation', key: 'wallet:validation.iban' } },
    });
    expect(refused).toMatchObject({ step: 'form', values: VALUES });
    const corrected = withdrawalReducer(refused, { type: 'value-changed', field: 'amount', value: '120' });
    expect(corrected).toEqual({
      step: 'form',
      values: { ...VALUES, amount: '120' },
      fieldErrors: { iban: { kind: 'validation', key: 'wallet:validation.iban' } },
    });
  });

  it('restates an accepted form before anything is sent, and goes back to it with the values kept', () => {
    expect(atReview()).toEqual({ step: 'review', values: VALUES, request: REQUEST, error: null });
    expect(atReview({ type: 'edit' })).toEqual({ step: 'form', values: VALUES, fieldErrors: {} });
  });

  it('goes to the code step once the request is in and the code sent', () => {
    expect(atReview({ type: 'send-started' })).toEqual({ step: 'requesting', values: VALUES, request: REQUEST });
    expect(atCode()).toEqual({
      step: 'code',
      values: VALUES,
      request: REQUEST,
      withdrawal: withdrawal('requested'),
      resendAt: 60_000,
      code: '',
      error: null,
      codeResent: false,
    });
  });

  it('sends a refused field (insufficient funds) back to the form, marked, and other failures to the restatement', () => {
    const poor = atReview(
      { type: 'send-started' },
      { type: 'send-failed', fieldErrors: { amount: { kind: 'insufficient-funds', available: 5000 } }, error: null },
    );
    expect(poor).toEqual({ step: 'form', values: VALUES, fieldErrors: { amount: { kind: 'insufficient-funds', available: 5000 } } });

    const failed = atReview({ type: 'send-started' }, { type: 'send-failed', fieldErrors: {}, error: { kind: 'sms-send-failed' } });
    expect(failed).toEqual({ step: 'review', values: VALUES, request: REQUEST, error: { kind: 'sms-send-failed' } });
    expect(withdrawalReducer(failed, { type: 'send-started' })).toEqual({ step: 'requesting', values: VALUES, request: REQUEST });
  });

  it('"send again" re-posts the request: a fresh empty code, the new request and a polite note; a failed resend keeps the code', () => {
    const resending = atCode({ type: 'code-changed', code: '99' }, { type: 'send-started' });
    expect(resending).toMatchObject({ step: 'resending', code: '99', error: null, request: REQUEST });
    const renewed = withdrawal('requested', 2);
    expect(withdrawalReducer(resending, { type: 'code-sent', withdrawal: renewed, resendAt: 120_000 })).toMatchObject({
      step: 'code',
      withdrawal: renewed,
      resendAt: 120_000,
      code: '',
      codeResent: true,
    });
    expect(
      withdrawalReducer(resending, { type: 'send-failed', fieldErrors: {}, error: { kind: 'rate-limited', seconds: 30 } }),
    ).toMatchObject({
      step: 'code',
      code: '99',
      error: { kind: 'rate-limited', seconds: 30 },
    });
  });

  it('clears "malformed" as the code is typed, but keeps what the server said until the next try', () => {
    const malformed = atCode({ type: 'code-changed', code: '12' }, { type: 'code-rejected' });
    expect(malformed).toMatchObject({ step: 'code', code: '12', error: { kind: 'malformed' } });
    expect(withdrawalReducer(malformed, { type: 'code-changed', code: '123' })).toMatchObject({ code: '123', error: null });

    const wrong = atCode(
      { type: 'code-changed', code: '1234' },
      { type: 'confirm-started' },
      { type: 'confirm-failed', error: { kind: 'invalid-code' } },
    );
    expect(wrong).toMatchObject({ step: 'code', code: '1234', error: { kind: 'invalid-code' } });
    expect(withdrawalReducer(wrong, { type: 'code-changed', code: '4321' })).toMatchObject({ error: { kind: 'invalid-code' } });
    expect(withdrawalReducer(wrong, { type: 'confirm-started' })).toMatchObject({ step: 'confirming', error: null });
  });

  it('ends with the confirmed withdrawal, and opens a fresh form after it', () => {
    const done = atCode(
      { type: 'code-changed', code: '1234' },
      { type: 'confirm-started' },
      { type: 'confirmed', withdrawal: withdrawal('confirmed') },
    );
    expect(done).toEqual({ step: 'done', withdrawal: withdrawal('confirmed') });
    expect(withdrawalReducer(done, { type: 'closed' })).toEqual({ step: 'idle' });
    expect(withdrawalReducer(done, { type: 'opened', values: VALUES })).toEqual({ step: 'form', values: VALUES, fieldErrors: {} });
  });

  it('closes from the form or the restatement, but not once the amount is frozen and a code is out', () => {
    expect(atForm({ type: 'closed' })).toEqual({ step: 'idle' });
    expect(atReview({ type: 'closed' })).toEqual({ step: 'idle' });
    const code = atCode();
    expect(withdrawalReducer(code, { type: 'closed' })).toBe(code);
  });

  it('ignores events that make no sense in the current step: double submits, late answers', () => {
    const confirming = atCode({ type: 'code-changed', code: '1234' }, { type: 'confirm-started' });
    expect(withdrawalReducer(confirming, { type: 'confirm-started' })).toBe(confirming);
    expect(withdrawalReducer(confirming, { type: 'send-started' })).toBe(confirming);
    expect(withdrawalReducer(confirming, { type: 'code-changed', code: '9' })).toBe(confirming);
    expect(withdrawalReducer(confirming, SENT)).toBe(confirming);

    const requesting = atReview({ type: 'send-started' });
    expect(withdrawalReducer(requesting, { type: 'send-started' })).toBe(requesting);
    expect(withdrawalReducer(requesting, { type: 'edit' })).toBe(requesting);
    expect(withdrawalReducer(requesting, { type: 'confirmed', withdrawal: withdrawal('confirmed') })).toBe(requesting);

    const idle = run();
    expect(withdrawalReducer(idle, SENT)).toBe(idle);
    expect(withdrawalReducer(idle, { type: 'value-changed', field: 'iban', value: 'x' })).toBe(idle);
    const form = atForm();
    expect(withdrawalReducer(form, { type: 'opened', values: { amount: '', iban: '', account_owner: '' } })).toBe(form);
    expect(withdrawalReducer(form, { type: 'send-started' })).toBe(form);
  });
});
