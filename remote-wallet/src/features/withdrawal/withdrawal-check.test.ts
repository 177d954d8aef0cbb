import { ApiError } from '@venue/api';
import { checkWithdrawal, parseZloty } from './withdrawal-check';
import { confirmError, requestFailure } from './withdrawal-errors';

const VALID = { amount: '120,50', iban: '61 1090 1014 0000 0712 1981 2874', account_owner: 'Anna Nowak' };

describe('parseZloty', () => {
  it.each([
    ['120', 12000],
    ['120,5', 12050],
    ['120,50', 12050],
    ['120.50', 12050],
    ['1 234,56', 123456],
    ['1\u00a0234,56\u00a0zł', 123456],
    [' 10 ', 1000],
    ['0,01', 1],
  ])('reads %j as %i grosze', (text, grosze) => {
    expect(parseZloty(text)).toBe(grosze);
  });

  it('tells nothing typed from something that is not an amount', () => {
    expect(parseZloty('')).toBeNull();
    expect(parseZloty('   ')).toBeNull();
    for (const text of ['12,345', 'abc', '-10', '1,2,3', '12,5O', '1e3']) expect(parseZloty(text)).toBe('invalid');
  });
});

describe('checkWithdrawal', () => {
  it('turns the typed form into the request the backend takes: grosze, normalised IBAN, trimmed name', () => {
    expect(checkWithdrawal({ ...VALID, account_owner: '  Anna Nowak ' }, 20_000)).toEqual({
      ok: true,
      request: { amount: 12050, iban: 'PL61109010140000071219812874', account_owner: 'Anna Nowak' },
    });
  });

  it('says every problem at once with the shared schema’s keys', () => {
    expect(checkWithdrawal({ amount: '', iban: '', account_owner: '' }, null)).toEqual({
      ok: false,
      fieldErrors: {
        amount: { kind: 'validation', key: 'validation.required' },
        iban: { kind: 'validation', key: 'validation.required' },
        account_owner: { kind: 'validation', key: 'validation.required' },
      },
    });
    expect(checkWithdrawal({ amount: '5', iban: '61 1090 1014 0000 0712 1981 2875', account_owner: 'Anna' }, null)).toEqual({
      ok: false,
      fieldErrors: {
        amount: { kind: 'validation', key: 'wallet:validation.withdrawalMin', params: { min: 1000 } },
        iban: { kind: 'validation', key: 'wallet:validation.iban' },
        account_owner: { kind: 'validation', key: 'wallet:validation.fullName' },
      },
    });
    expect(checkWithdrawal({ ...VALID, amount: '5000,01' }, null)).toMatchObject({
      fieldErrors: { amount: { kind: 'validation', key: 'wallet:validation.withdrawalMax' } },
    });
  });

  it('asks for an amount in złoty when it is not one', () => {
    expect(checkWithdrawal({ ...VALID, amount: '12,5O' }, null)).toEqual({ ok: false, fieldErrors: { amount: { kind: 'amount-format' } } });
  });

  it('refuses more than the available balance when it is known, and leaves it to the server when not', () => {
    expect(checkWithdrawal(VALID, 12_000)).toEqual({
      ok: false,
      fieldErrors: { amount: { kind: 'insufficient-funds', available: 12_000 } },
    });
    expect(checkWithdrawal(VALID, 12_050)).toMatchObject({ ok: true });
    expect(checkWithdrawal(VALID, null)).toMatchObject({ ok: true });
  });
});

describe('request and confirmation failures', () => {
  it('puts insufficient funds and the schema’s field errors on their fields', () => {
    const poor = new ApiError({
      kind: 'http',
      status: 422,
      code: 'INSUFFICIENT_FUNDS',
      fieldErrors: { amount: { key: 'validation.insufficientFunds', params: { available: 4550 } } },
    });
    expect(requestFailure(poor)).toEqual({ fieldErrors: { amount: { kind: 'insufficient-funds', available: 4550 } }, error: null });
    const invalid = new ApiError({
      kind: 'http',
      status: 422,
      code: 'VALIDATION_FAILED',
      fieldErrors: { iban: { key: 'wallet:validation.iban' } },
    });
    expect(requestFailure(invalid)).toEqual({ fieldErrors: { iban: { kind: 'validation', key: 'wallet:validation.iban' } }, error: null });
  });

  it('words the rest as one error of the step', () => {
    expect(requestFailure(new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 }))).toEqual({
      fieldErrors: {},
      error: { kind: 'rate-limited', seconds: 30 },
    });
    expect(requestFailure(new ApiError({ kind: 'http', status: 503, code: 'SMS_SEND_FAILED' }))).toMatchObject({
      error: { kind: 'sms-send-failed' },
    });
    expect(requestFailure(new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY' }))).toMatchObject({
      error: { kind: 'api-message', messageKey: 'errors.busy' },
    });
    expect(requestFailure(new ApiError({ kind: 'network' }))).toMatchObject({ error: { kind: 'request-failed' } });
  });

  it.each([
    ['INVALID_CODE', 'invalid-code'],
    ['VALIDATION_FAILED', 'malformed'],
    ['CODE_EXPIRED', 'code-expired'],
    ['TOO_MANY_ATTEMPTS', 'too-many-attempts'],
    ['NO_OPEN_WITHDRAWAL', 'no-open-withdrawal'],
    ['INTERNAL', 'confirm-failed'],
  ])('confirmation %s reads as %s', (code, kind) => {
    expect(confirmError(new ApiError({ kind: 'http', status: 400, code }))).toMatchObject({ kind });
  });
});
