import * as v from 'valibot';
import { usersApi } from './api-bases';
import { configureApi } from './api-config';
import { ApiError, BUSY_ERROR_KEY, GENERIC_ERROR_KEY, apiMessageOf } from './api-error';
import { installFetchMock, jsonResponse } from './testing/mock-fetch';

describe('ApiError.messageKey', () => {
  it('names the busy message for a 503 SERVICE_BUSY', () => {
    const error = new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2 });
    expect(error.messageKey).toBe('errors.busy');
    expect(BUSY_ERROR_KEY).toBe('errors.busy');
  });

  it('names the busy message for any 503, with or without a code', () => {
    expect(new ApiError({ kind: 'http', status: 503 }).messageKey).toBe(BUSY_ERROR_KEY);
    expect(new ApiError({ kind: 'http', status: 503, code: 'SERVICE_UNAVAILABLE' }).messageKey).toBe(BUSY_ERROR_KEY);
  });

  it('keeps the generic message for other answers and for failures without one', () => {
    expect(GENERIC_ERROR_KEY).toBe('errors.generic');
    const others = [
      new ApiError({ kind: 'http', status: 500, code: 'INTERNAL' }),
      new ApiError({ kind: 'http', status: 502 }),
      new ApiError({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 30 }),
      new ApiError({ kind: 'http', status: 409, code: 'CONFLICT' }),
      new ApiError({ kind: 'network' }),
      new ApiError({ kind: 'timeout' }),
      new ApiError({ kind: 'cancel' }),
      new ApiError({ kind: 'invalid-response', status: 200 }),
    ];
    expect(others.map((error) => error.messageKey)).toEqual(others.map(() => GENERIC_ERROR_KEY));
  });

  it('is the busy message for the answer the backend sends when the database is busy', async () => {
    installFetchMock().mockResolvedValue(
      jsonResponse(
        503,
        { code: 'SERVICE_BUSY', message: 'The service is busy; try again shortly', retryAfterSeconds: 2 },
        { 'Retry-After': '2' },
      ),
    );
    configureApi({ apiUrl: 'http://api.test/api/', getToken: () => null, onUnauthorized: jest.fn(), timeoutMs: 5000 });
    const failure = await usersApi.get('/auth/me', { schema: v.object({}) }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2, messageKey: 'errors.busy' });
  });
});

describe('apiMessageOf', () => {
  it("gives the API's own wording for a busy answer and nothing for other failures", () => {
    expect(apiMessageOf(new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY' }))).toEqual({
      kind: 'api-message',
      messageKey: BUSY_ERROR_KEY,
    });
    expect(apiMessageOf(new ApiError({ kind: 'http', status: 409, code: 'SLOT_TAKEN' }))).toBeNull();
    expect(apiMessageOf(new ApiError({ kind: 'network' }))).toBeNull();
    expect(apiMessageOf(new Error('boom'))).toBeNull();
  });
});
