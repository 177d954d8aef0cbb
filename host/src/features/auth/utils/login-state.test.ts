import { initialLoginState, loginReducer, type LoginEvent, type LoginState } from './login-state';

const phone = { countryCode: '+48', nationalNumber: '512 345 678' };

function run(state: LoginState, ...events: LoginEvent[]): LoginState {
  return events.reduce(loginReducer, state);
}

const atCode = run(
  initialLoginState(false),
  { type: 'phone-changed', phone },
  { type: 'send-started' },
  { type: 'code-sent', resendAt: 60_000, phoneE164: '+48512345678' },
);

describe('loginReducer', () => {
  it('starts at the phone step with +48, or checking a magic link', () => {
    expect(initialLoginState(false)).toEqual({
      step: 'phone',
      phone: { countryCode: '+48', nationalNumber: '' },
      error: null,
      sendBlockedUntil: null,
    });
    expect(initialLoginState(true)).toEqual({ step: 'magic-link' });
  });

  it('goes phone → sending → code', () => {
    expect(atCode).toMatchObject({ step: 'code', phone, phoneE164: '+48512345678', code: '', resendAt: 60_000, error: null });
  });

  it('returns to the phone step with the number kept when sending fails', () => {
    const state = run(
      initialLoginState(false),
      { type: 'phone-changed', phone },
      { type: 'send-started' },
      {
        type: 'send-failed',
        error: { kind: 'rate-limited', until: 30_000 },
        blockedUntil: 30_000,
      },
    );
    expect(state).toEqual({ step: 'phone', phone, error: { kind: 'rate-limited', until: 30_000 }, sendBlockedUntil: 30_000 });
  });

  it('keeps a running rate limit while the number is edited, and drops it once expired', () => {
    const limited: LoginState = { step: 'phone', phone, error: { kind: 'rate-limited', until: 30_000 }, sendBlockedUntil: 30_000 };
    const edited = run(limited, { type: 'phone-changed', phone: { ...phone, nationalNumber: '600' } });
    expect(edited).toMatchObject({ error: { kind: 'rate-limited' }, sendBlockedUntil: 30_000 });
    expect(run(edited, { type: 'limit-expired' })).toMatchObject({ error: null, sendBlockedUntil: null });
  });

  it('ignores a second submit while sending', () => {
    const sending = run(initialLoginState(false), { type: 'send-started' });
    expect(run(sending, { type: 'send-started' })).toBe(sending);
    expect(run(sending, { type: 'phone-changed', phone })).toBe(sending);
  });

  it('marks a malformed code and clears the error on edit', () => {
    const rejected = run(atCode, { type: 'code-changed', code: '12' }, { type: 'code-rejected' });
    expect(rejected).toMatchObject({ step: 'code', code: '12', error: { kind: 'malformed' } });
    expect(run(rejected, { type: 'code-changed', code: '123' })).toMatchObject({ error: null });
  });

  it('goes code → verifying → code with the error on a wrong code', () => {
    const state = run(atCode, { type: 'code-changed', code: '1111' }, { type: 'verify-started' });
    expect(state.step).toBe('verifying');
    expect(run(state, { type: 'verify-failed', error: { kind: 'invalid-code' }, blockedUntil: null })).toMatchObject({
      step: 'code',
      code: '1111',
      error: { kind: 'invalid-code' },
    });
  });

  it('resends: new deadline, empty code, a notice', () => {
    const state = run(atCode, { type: 'code-changed', code: '9' }, { type: 'resend-started' }, { type: 'code-resent', resendAt: 120_000 });
    expect(state).toMatchObject({ step: 'code', code: '', resendAt: 120_000, codeResent: true, error: null });
  });

  it('keeps the old deadline when a resend fails, or takes the limit from a 429', () => {
    const failed = run(atCode, { type: 'resend-started' }, { type: 'resend-failed', error: { kind: 'send-failed' }, resendAt: null });
    expect(failed).toMatchObject({ step: 'code', resendAt: 60_000, error: { kind: 'send-failed' } });
    const limited = run(
      atCode,
      { type: 'resend-started' },
      {
        type: 'resend-failed',
        error: { kind: 'rate-limited', until: 90_000 },
        resendAt: 90_000,
      },
    );
    expect(limited).toMatchObject({ resendAt: 90_000 });
  });

  it('changes the number back at the phone step with what was typed', () => {
    expect(run(atCode, { type: 'change-number' })).toEqual({ step: 'phone', phone, error: null, sendBlockedUntil: null });
  });

  it('does not leave while a code is being checked', () => {
    const verifying = run(atCode, { type: 'code-changed', code: '1234' }, { type: 'verify-started' });
    expect(run(verifying, { type: 'change-number' })).toBe(verifying);
  });

  it('ends signed in from verifying or a magic link only', () => {
    const verifying = run(atCode, { type: 'verify-started' });
    expect(run(verifying, { type: 'signed-in', registrationRequired: true })).toEqual({ step: 'signed-in', registrationRequired: true });
    expect(run(initialLoginState(true), { type: 'signed-in', registrationRequired: false }).step).toBe('signed-in');
    expect(run(atCode, { type: 'signed-in', registrationRequired: false })).toBe(atCode);
  });

  it('falls back to an empty phone step when a magic link fails', () => {
    expect(run(initialLoginState(true), { type: 'magic-link-failed', error: { kind: 'magic-link-invalid' } })).toMatchObject({
      step: 'phone',
      error: { kind: 'magic-link-invalid' },
    });
  });
});
