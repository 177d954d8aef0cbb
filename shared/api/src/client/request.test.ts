import * as v from 'valibot';
import { configureApi } from './api-config';
import { ApiError } from './api-error';
import { marketplaceApi, publicApi, usersApi } from './api-bases';
import { sendEarly } from './early-requests';
import { emptyResponse, hangUntilAborted, installFetchMock, jsonResponse, lastCall, type FetchMock } from './testing/mock-fetch';

const ItemSchema = v.object({ id: v.number(), name: v.pipe(v.string(), v.trim()) });

let fetchMock: FetchMock;
let token: string | null;
let onUnauthorized: jest.Mock;

beforeEach(() => {
  fetchMock = installFetchMock();
  token = 'token-123';
  onUnauthorized = jest.fn();
  configureApi({ apiUrl: 'http://api.test/api/', getToken: () => token, onUnauthorized, timeoutMs: 5000 });
});

afterEach(() => {
  jest.useRealTimers();
});

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('expected the request to fail');
}

describe('bases and headers', () => {
  it('sends the bearer token on the users base only', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, { id: 1, name: 'a' }));

    await usersApi.get('/auth/me', { schema: ItemSchema });
    expect(lastCall(fetchMock).url).toBe('http://api.test/api/users/auth/me');
    expect(lastCall(fetchMock).headers.Authorization).toBe('Bearer token-123');

    await publicApi.get('/venue/course/3', { schema: ItemSchema });
    expect(lastCall(fetchMock).url).toBe('http://api.test/api/public/venue/course/3');
    expect(lastCall(fetchMock).headers.Authorization).toBeUndefined();

    await marketplaceApi.get('venue/check_availability/7', { schema: ItemSchema });
    expect(lastCall(fetchMock).url).toBe('http://api.test/api/marketplace/venue/check_availability/7');
    expect(lastCall(fetchMock).headers.Authorization).toBeUndefined();
  });

  it('omits the Authorization header when signed out', async () => {
    token = null;
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1, name: 'a' }));
    await usersApi.get('/auth/me', { schema: ItemSchema });
    expect(lastCall(fetchMock).headers.Authorization).toBeUndefined();
  });

  it('sends no Accept-Language of its own when no language source is configured', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1, name: 'a' }));
    await usersApi.post('/auth/otp_login_signup', { body: {}, schema: ItemSchema });
    expect(lastCall(fetchMock).headers).not.toHaveProperty('Accept-Language');
  });

  it("sends the UI's current language as Accept-Language on every base, read at each request", async () => {
    let language = 'uk';
    configureApi({ apiUrl: 'http://api.test/api/', getToken: () => token, onUnauthorized, timeoutMs: 5000, getLanguage: () => language });
    fetchMock.mockImplementation(async () => jsonResponse(200, { id: 1, name: 'a' }));

    await usersApi.post('/auth/otp_login_signup', { body: {}, schema: ItemSchema });
    expect(lastCall(fetchMock).headers['Accept-Language']).toBe('uk');
    await publicApi.get('/x', { schema: ItemSchema });
    expect(lastCall(fetchMock).headers['Accept-Language']).toBe('uk');

    language = 'en';
    await marketplaceApi.get('/venue', { schema: ItemSchema });
    expect(lastCall(fetchMock).headers['Accept-Language']).toBe('en');
  });

  it('sends no Accept-Language when the language source has none', async () => {
    configureApi({ apiUrl: 'http://api.test/api/', getToken: () => token, getLanguage: () => '' });
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1, name: 'a' }));
    await usersApi.get('/auth/me', { schema: ItemSchema });
    expect(lastCall(fetchMock).headers).not.toHaveProperty('Accept-Language');
  });

  it('sends the body as JSON and encodes defined query values', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1, name: 'a' }));
    await usersApi.patch('/user', {
      body: { first_name: 'Anna' },
      query: { from: '2025-01-01', page: 2, cancelled: false, skip: undefined, none: null, tag: ['a', 'b c'] },
      schema: ItemSchema,
    });
    const { url, init, headers } = lastCall(fetchMock);
    expect(url).toBe('http://api.test/api/users/user?from=2025-01-01&page=2&cancelled=false&tag=a&tag=b+c');
    expect(init.method).toBe('PATCH');
    expect(init.body).toBe('{"first_name":"Anna"}');
    expect(headers['Content-Type']).toBe('application/json');
  });
});

describe('answers', () => {
  it('returns the schema output', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 4, name: '  Kort 1 ' }));
    await expect(publicApi.get('/x', { schema: ItemSchema })).resolves.toEqual({ id: 4, name: 'Kort 1' });
  });

  it('accepts an empty 204 when the schema allows it', async () => {
    fetchMock.mockResolvedValue(emptyResponse(204));
    await expect(usersApi.post('/auth/logout', { schema: v.undefined() })).resolves.toBeUndefined();
  });

  it('fails with invalid-response when the body does not match the schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 'four' }));
    const error = await failure(publicApi.get('/x', { schema: ItemSchema }));
    expect(error.kind).toBe('invalid-response');
    expect(error.status).toBe(200);
    expect(error.messageKey).toBe('errors.generic');
  });

  it('fails with invalid-response when a 2xx body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>', { status: 200 }));
    expect((await failure(publicApi.get('/x', { schema: ItemSchema }))).kind).toBe('invalid-response');
  });
});

describe('error answers', () => {
  it('parses a 4xx body with its code and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, {
        code: 'VALIDATION_FAILED',
        message: 'Invalid body',
        fieldErrors: { first_name: { key: 'validation.minLength', params: { min: 2 } } },
      }),
    );
    const error = await failure(usersApi.patch('/user', { body: {}, schema: ItemSchema }));
    expect(error).toMatchObject({
      kind: 'http',
      status: 400,
      code: 'VALIDATION_FAILED',
      fieldErrors: { first_name: { key: 'validation.minLength', params: { min: 2 } } },
      retryAfterSeconds: null,
    });
  });

  it('keeps the whole error body for fields beyond the common ones', async () => {
    const alternatives = [{ start_time: '2030-06-03T17:00:00.000Z', end_time: '2030-06-03T18:00:00.000Z', price: 6000 }];
    fetchMock.mockResolvedValue(jsonResponse(409, { code: 'CONFLICT', message: 'Slot taken', alternatives }));
    const error = await failure(usersApi.post('/reservation', { body: {}, schema: ItemSchema }));
    expect(error.code).toBe('CONFLICT');
    expect(error.body).toEqual({ code: 'CONFLICT', message: 'Slot taken', alternatives });
  });

  it('reads retryAfterSeconds of a 429 from the body first', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(429, { code: 'RATE_LIMITED', message: 'slow down', retryAfterSeconds: 42 }, { 'Retry-After': '60' }),
    );
    const error = await failure(usersApi.post('/auth/otp_login_signup', { body: {}, schema: ItemSchema }));
    expect(error).toMatchObject({ kind: 'http', status: 429, code: 'RATE_LIMITED', retryAfterSeconds: 42 });
  });

  it('falls back to the Retry-After header, in seconds or as a date', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Too Many Requests', { status: 429, headers: { 'Retry-After': '30' } }));
    const seconds = await failure(usersApi.post('/auth/otp_token', { body: {}, schema: ItemSchema }));
    expect(seconds).toMatchObject({ status: 429, code: null, retryAfterSeconds: 30 });

    const inTwoMinutes = new Date(Date.now() + 120_000).toUTCString();
    fetchMock.mockResolvedValueOnce(jsonResponse(429, { code: 'RATE_LIMITED', message: 'x' }, { 'Retry-After': inTwoMinutes }));
    const date = await failure(usersApi.post('/auth/otp_token', { body: {}, schema: ItemSchema }));
    expect(date.retryAfterSeconds).toBeGreaterThanOrEqual(119);
    expect(date.retryAfterSeconds).toBeLessThanOrEqual(120);
  });

  it('keeps the status of a 5xx whose body is not the error shape', async () => {
    fetchMock.mockResolvedValue(new Response('<h1>Bad Gateway</h1>', { status: 502 }));
    const error = await failure(publicApi.get('/x', { schema: ItemSchema }));
    expect(error).toMatchObject({ kind: 'http', status: 502, code: null, fieldErrors: {} });
  });

  it('reports a 401 on the users base as the end of the session', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'UNAUTHORIZED', message: 'no' }));
    const error = await failure(usersApi.get('/auth/me', { schema: ItemSchema }));
    expect(error).toMatchObject({ kind: 'http', status: 401, code: 'UNAUTHORIZED' });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('does not end a session on a 401 to a request sent without a token (already signed out)', async () => {
    token = null;
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'UNAUTHORIZED', message: 'no' }));
    await failure(usersApi.get('/auth/me', { schema: ItemSchema }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not end the session on a 401 from another base', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { code: 'UNAUTHORIZED', message: 'no' }));
    await failure(marketplaceApi.get('/venue', { schema: ItemSchema }));
    expect(onUnauthorized).not.toHaveBeenCalled();
  });
});

describe('transport failures', () => {
  it('maps a failed fetch to network with the generic message', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    const error = await failure(publicApi.get('/x', { schema: ItemSchema }));
    expect(error).toMatchObject({ kind: 'network', status: null, messageKey: 'errors.generic' });
  });

  it('times out after the configured limit', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementation(hangUntilAborted);
    const pending = failure(publicApi.get('/x', { schema: ItemSchema }));
    jest.advanceTimersByTime(4999);
    expect(fetchMock.mock.calls[0]?.[1].signal?.aborted).toBe(false);
    jest.advanceTimersByTime(1);
    const error = await pending;
    expect(error).toMatchObject({ kind: 'timeout', messageKey: 'errors.generic' });
  });

  it('reports a caller abort as cancel', async () => {
    fetchMock.mockImplementation(hangUntilAborted);
    const controller = new AbortController();
    const pending = failure(usersApi.get('/auth/me', { schema: ItemSchema, signal: controller.signal }));
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ kind: 'cancel', messageKey: 'errors.generic' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('does not call fetch with an already aborted signal', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await failure(publicApi.get('/x', { schema: ItemSchema, signal: controller.signal }));
    expect(error.kind).toBe('cancel');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops the timeout once the answer arrived', async () => {
    jest.useFakeTimers();
    fetchMock.mockResolvedValue(jsonResponse(200, { id: 1, name: 'a' }));
    await publicApi.get('/x', { schema: ItemSchema });
    expect(jest.getTimerCount()).toBe(0);
  });
});

describe('early requests (sent by the host entry before the page ran)', () => {
  beforeEach(() => {
    configureApi({ apiUrl: 'http://api.test/api', getToken: () => token, onUnauthorized, getLanguage: () => 'pl', timeoutMs: 5000 });
  });

  it('takes the early answer instead of sending its own, once, for a GET in the same language', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 7, name: 'early' }));
    sendEarly('http://api.test/api/marketplace/venue/7', 'pl');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await expect(marketplaceApi.get('/venue/7', { schema: ItemSchema })).resolves.toEqual({ id: 7, name: 'early' });
    expect(fetchMock).toHaveBeenCalledTimes(1);

    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 7, name: 'again' }));
    await expect(marketplaceApi.get('/venue/7', { schema: ItemSchema })).resolves.toEqual({ id: 7, name: 'again' });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('sends its own when the early one was asked in another language or failed', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 1, name: 'in English' }));
    sendEarly('http://api.test/api/marketplace/venue/1', 'en');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 1, name: 'po polsku' }));
    await expect(marketplaceApi.get('/venue/1', { schema: ItemSchema })).resolves.toEqual({ id: 1, name: 'po polsku' });

    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    sendEarly('http://api.test/api/marketplace/venue/2', 'pl');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 2, name: 'asked again' }));
    await expect(marketplaceApi.get('/venue/2', { schema: ItemSchema })).resolves.toEqual({ id: 2, name: 'asked again' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it('leaves an early answer to a signed-in request alone (it carries a token the early one lacked)', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 3, name: 'anonymous' }));
    sendEarly('http://api.test/api/users/user', 'pl');
    fetchMock.mockResolvedValueOnce(jsonResponse(200, { id: 3, name: 'signed in' }));
    await expect(usersApi.get('/user', { schema: ItemSchema })).resolves.toEqual({ id: 3, name: 'signed in' });
    expect(lastCall(fetchMock).headers.Authorization).toBe('Bearer token-123');
  });

  it('still times out while the early answer hangs', async () => {
    jest.useFakeTimers();
    fetchMock.mockImplementationOnce(() => new Promise<Response>(() => undefined));
    sendEarly('http://api.test/api/marketplace/venue/9', 'pl');
    const pending = failure(marketplaceApi.get('/venue/9', { schema: ItemSchema }));
    await jest.advanceTimersByTimeAsync(5000);
    expect((await pending).kind).toBe('timeout');
  });
});
