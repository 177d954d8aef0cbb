import * as v from 'valibot';
import { ApiErrorBodySchema, isErrorCode } from './errors';
import { IdParamsSchema } from './params';

describe('ApiErrorBodySchema', () => {
  it('accepts a full body', () => {
    expect(
      v.is(ApiErrorBodySchema, {
        code: 'VALIDATION_FAILED',
        message: 'Request body is invalid',
        fieldErrors: { first_name: { key: 'validation.minLength', params: { min: 2 } } },
      }),
    ).toBe(true);
    expect(v.is(ApiErrorBodySchema, { code: 'RATE_LIMITED', message: 'Slow down', retryAfterSeconds: 42 })).toBe(true);
  });

  it('accepts codes it does not know yet, so older clients keep parsing', () => {
    expect(v.is(ApiErrorBodySchema, { code: 'SOMETHING_NEW', message: 'x' })).toBe(true);
    expect(isErrorCode('SOMETHING_NEW')).toBe(false);
    expect(isErrorCode('INVALID_CODE')).toBe(true);
  });

  it('rejects bodies without code or message', () => {
    expect(v.is(ApiErrorBodySchema, { message: 'x' })).toBe(false);
    expect(v.is(ApiErrorBodySchema, { code: 'INTERNAL' })).toBe(false);
    expect(v.is(ApiErrorBodySchema, { code: 'RATE_LIMITED', message: 'x', retryAfterSeconds: -1 })).toBe(false);
  });
});

describe('IdParamsSchema', () => {
  it('turns a positive integer segment into a number', () => {
    expect(v.parse(IdParamsSchema, { id: '12' })).toEqual({ id: 12 });
  });

  it.each(['0', '-1', '01', '1.5', 'abc', '99999999999'])('rejects %s', (id) => {
    expect(v.is(IdParamsSchema, { id })).toBe(false);
  });
});
