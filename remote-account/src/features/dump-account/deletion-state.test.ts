import { deletionReducer, initialDeletionState, type DeletionEvent, type DeletionState } from './deletion-state';

const SENT = { type: 'code-sent', phone: '+48 *** *** 700', resendAt: 60_000 } as const;

function run(...events: DeletionEvent[]): DeletionState {
  return events.reduce(deletionReducer, initialDeletionState);
}

const atCode = (...events: DeletionEvent[]) =>
  run({ type: 'understood-changed', understood: true }, { type: 'send-started' }, SENT, ...events);

describe('deletionReducer', () => {
  it('starts by explaining, with nothing ticked', () => {
    expect(initialDeletionState).toEqual({ step: 'explain', understood: false, showUnderstandError: false, error: null });
  });

  it('sends no code until "I understand" is ticked, and asks for it', () => {
    const refused = run({ type: 'send-started' }, { type: 'understand-missing' });
    expect(refused).toEqual({ step: 'explain', understood: false, showUnderstandError: true, error: null });
    expect(deletionReducer(refused, { type: 'understood-changed', understood: true })).toMatchObject({ understood: true });
  });

  it('goes to the code step once the code is sent', () => {
    expect(run({ type: 'understood-changed', understood: true }, { type: 'send-started' })).toEqual({
      step: 'requesting',
      showUnderstandError: false,
    });
    expect(atCode()).toEqual({ step: 'code', phone: '+48 *** *** 700', resendAt: 60_000, code: '', error: null, codeResent: false });
  });

  it('stays on the explanation, still ticked, when the code could not be sent', () => {
    const failed = run(
      { type: 'understood-changed', understood: true },
      { type: 'send-started' },
      { type: 'send-failed', error: { kind: 'sms-send-failed' } },
    );
    expect(failed).toEqual({ step: 'explain', understood: true, showUnderstandError: false, error: { kind: 'sms-send-failed' } });
    // A retry clears the error while it runs.
    expect(deletionReducer(failed, { type: 'send-started' })).toEqual({ step: 'requesting', showUnderstandError: false });
  });

  it('clears "malformed" as the code is typed, but keeps what the server said until the next try', () => {
    const malformed = atCode({ type: 'code-changed', code: '12' }, { type: 'code-rejected' });
    expect(malformed).toMatchObject({ step: 'code', code: '12', error: { kind: 'malformed' } });
    expect(deletionReducer(malformed, { type: 'code-changed', code: '123' })).toMatchObject({ code: '123', error: null });

    const wrong = atCode(
      { type: 'code-changed', code: '1234' },
      { type: 'confirm-started' },
      { type: 'confirm-failed', error: { kind: 'invalid-code' } },
    );
    expect(wrong).toMatchObject({ step: 'code', code: '1234', error: { kind: 'invalid-code' } });
    expect(deletionReducer(wrong, { type: 'code-changed', code: '12345' })).toMatchObject({ error: { kind: 'invalid-code' } });
    expect(deletionReducer(wrong, { type: 'confirm-started' })).toMatchObject({ step: 'confirming', error: null });
  });

  it('resends: a fresh empty code and a polite note; a failed resend keeps the typed code', () => {
    const resending = atCode({ type: 'code-changed', code: '99' }, { type: 'send-started' });
    expect(resending).toMatchObject({ step: 'resending', code: '99', error: null, codeResent: false });
    expect(deletionReducer(resending, { ...SENT, resendAt: 120_000 })).toEqual({
      step: 'code',
      phone: '+48 *** *** 700',
      resendAt: 120_000,
      code: '',
      error: null,
      codeResent: true,
    });
    expect(deletionReducer(resending, { type: 'send-failed', error: { kind: 'rate-limited', seconds: 30 } })).toMatchObject({
      step: 'code',
      code: '99',
      error: { kind: 'rate-limited', seconds: 30 },
    });
  });

  it('a check or a resend clears the polite note', () => {
    const resent = atCode({ type: 'send-started' }, SENT);
    expect(resent).toMatchObject({ codeResent: true });
    expect(deletionReducer(resent, { type: 'code-rejected' })).toMatchObject({ codeResent: false });
    expect(deletionReducer(resent, { type: 'confirm-started' })).toMatchObject({ codeResent: false });
  });

  it('ignores events that make no sense in the current step: double submits, late answers', () => {
    const confirming = atCode({ type: 'code-changed', code: '1234' }, { type: 'confirm-started' });
    expect(deletionReducer(confirming, { type: 'confirm-started' })).toBe(confirming);
    expect(deletionReducer(confirming, { type: 'send-started' })).toBe(confirming);
    expect(deletionReducer(confirming, { type: 'code-changed', code: '9' })).toBe(confirming);
    expect(deletionReducer(confirming, SENT)).toBe(confirming);

    const resending = atCode({ type: 'send-started' });
    expect(deletionReducer(resending, { type: 'confirm-started' })).toBe(resending);
    expect(deletionReducer(resending, { type: 'confirm-failed', error: { kind: 'generic' } })).toBe(resending);

    const explain = run();
    expect(deletionReducer(explain, SENT)).toBe(explain);
    expect(deletionReducer(explain, { type: 'code-changed', code: '1' })).toBe(explain);
    expect(deletionReducer(atCode(), { type: 'understood-changed', understood: false })).toEqual(atCode());
  });
});
