import { IDLE_PAYMENT, startPaymentReducer, type StartPaymentEvent, type StartPaymentPhase } from './start-payment-state';

const run = (...events: StartPaymentEvent[]): StartPaymentPhase => events.reduce(startPaymentReducer, IDLE_PAYMENT);

describe('startPaymentReducer', () => {
  it('sends, then leaves for the gateway or the status page', () => {
    expect(run({ type: 'sent' })).toEqual({ status: 'pending' });
    expect(run({ type: 'sent' }, { type: 'redirect' })).toEqual({ status: 'redirecting' });
    expect(run({ type: 'sent' }, { type: 'started' })).toEqual(IDLE_PAYMENT);
  });

  it('says why nothing was sent, and why a request failed', () => {
    expect(run({ type: 'rejected', problem: 'blikCodeInvalid' })).toEqual({ status: 'invalid', problem: 'blikCodeInvalid' });
    expect(run({ type: 'sent' }, { type: 'failed', failure: 'network', apiMessage: null })).toEqual({
      status: 'failed',
      failure: 'network',
      apiMessage: null,
    });
  });

  it('starts over from a failure, and reset clears only what was said', () => {
    const failed = run({ type: 'sent' }, { type: 'failed', failure: 'creation', apiMessage: 'errors.busy' });
    expect(startPaymentReducer(failed, { type: 'sent' })).toEqual({ status: 'pending' });
    expect(startPaymentReducer(failed, { type: 'reset' })).toEqual(IDLE_PAYMENT);
    const pending = run({ type: 'sent' });
    expect(startPaymentReducer(pending, { type: 'reset' })).toBe(pending);
  });

  it('stays busy while leaving for the gateway: nothing else applies then', () => {
    const leaving = run({ type: 'sent' }, { type: 'redirect' });
    for (const event of [
      { type: 'sent' },
      { type: 'rejected', problem: 'methodRequired' },
      { type: 'failed', failure: 'network', apiMessage: null },
      { type: 'reset' },
    ] as const)
      expect(startPaymentReducer(leaving, event)).toBe(leaving);
  });
});
