import { ApiError } from './api-error';
import { codeCheckErrorOf, isCodeFieldError } from './code-check-error';

const http = (status: number, code: string, retryAfterSeconds?: number) => new ApiError({ kind: 'http', status, code, retryAfterSeconds });

describe('codeCheckErrorOf', () => {
  it('names what is wrong with an SMS code, with the wait of a rate limit', () => {
    expect(codeCheckErrorOf(http(400, 'INVALID_CODE'))).toEqual({ kind: 'invalid-code' });
    expect(codeCheckErrorOf(http(400, 'VALIDATION_FAILED'))).toEqual({ kind: 'malformed' });
    expect(codeCheckErrorOf(http(410, 'CODE_EXPIRED'))).toEqual({ kind: 'code-expired' });
    expect(codeCheckErrorOf(http(429, 'TOO_MANY_ATTEMPTS'))).toEqual({ kind: 'too-many-attempts' });
    expect(codeCheckErrorOf(http(429, 'RATE_LIMITED', 42))).toEqual({ kind: 'rate-limited', seconds: 42 });
    expect(codeCheckErrorOf(http(429, 'RATE_LIMITED'))).toEqual({ kind: 'rate-limited', seconds: 60 });
  });

  it('leaves every other failure to the caller', () => {
    expect(codeCheckErrorOf(http(409, 'NO_OPEN_WITHDRAWAL'))).toBeNull();
    expect(codeCheckErrorOf(http(503, 'SERVICE_BUSY'))).toBeNull();
    expect(codeCheckErrorOf(new ApiError({ kind: 'network' }))).toBeNull();
  });
});

describe('isCodeFieldError', () => {
  it('puts what is wrong with the code on the field, a rate limit or anything else on the step', () => {
    for (const kind of ['invalid-code', 'malformed', 'code-expired', 'too-many-attempts']) expect(isCodeFieldError({ kind })).toBe(true);
    for (const kind of ['rate-limited', 'sms-send-failed', 'generic']) expect(isCodeFieldError({ kind })).toBe(false);
  });
});
