import { configureApi } from '@venue/api';
import { getDoorWindow, openDoor } from './door';

/** jsdom has no fetch Response; the API client reads only these members. */
function answer(status: number, body: unknown): Response {
  const response: Pick<Response, 'ok' | 'status' | 'headers' | 'text'> = {
    ok: status >= 200 && status < 300,
    status,
    headers: new Headers({ 'Content-Type': 'application/json' }),
    text: async () => JSON.stringify(body),
  };
  return response as Response;
}

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

beforeAll(() => {
  configureApi({ apiUrl: 'http://api.test/api', getToken: () => 'secret' });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

describe('door API calls', () => {
  it('window: GET /automation/door on the users base, answered in minutes', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { open_before_minutes: 1440 }));
    await expect(getDoorWindow()).resolves.toBe(1440);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/users/automation/door');
    expect(init?.method).toBe('GET');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer secret');
  });

  it('window: an answer without a whole number of minutes is refused', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { open_before_minutes: 'soon' }));
    await expect(getDoorWindow()).rejects.toThrow();
  });

  it('open: POST /automation/door/{venueId} with the venue and the open command', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { venue_id: 3, command: 'open', status: 'done', executed_at: '2030-06-03T16:00:00.000Z', reservation_id: 5 }));
    await openDoor(3);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/users/automation/door/3');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ venue_id: 3, command: 'open' });
  });
});
