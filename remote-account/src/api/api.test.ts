import { configureApi } from '@venue/api';
import { makeUser } from '../testing/account-sections';
import { saveBilling } from './billing';
import { lookupCompany } from './company-lookup';
import { createChild, deleteChild, updateChild } from './children';
import { getDoorWindow, openDoor } from './door';
import { resendEmailConfirmation, saveAccountData, saveSportSkill } from './profile';
import { listSportTypes, listVenues } from './venues';

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

function lastRequest() {
  const call = fetchMock.mock.calls.at(-1);
  if (!call) throw new Error('fetch was not called');
  const [url, init] = call;
  return {
    url,
    method: init.method,
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    headers: init.headers as Record<string, string>,
  };
}

beforeAll(() => {
  configureApi({ apiUrl: 'http://api.test/api', getToken: () => 'secret' });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

describe('account API calls', () => {
  it('billing: PATCH /user with billing_info as a JSON string plus first_name, last_name, email and is_active', async () => {
    const user = makeUser();
    fetchMock.mockResolvedValueOnce(answer(200, user));
    const billing = {
      type: 'company',
      name: 'Firma',
      nip: '5260250274',
      street: 'ul. A 1',
      postalCode: '00-001',
      city: 'Warszawa',
      country: 'Polska',
    } as const;
    await expect(saveBilling(billing, { first_name: 'Anna', last_name: 'Nowak', email: 'anna@example.com' })).resolves.toEqual(user);
    const request = lastRequest();
    expect(request.url).toBe('http://api.test/api/users/user');
    expect(request.method).toBe('PATCH');
    expect(request.headers.Authorization).toBe('Bearer secret');
    expect(request.body).toEqual({
      first_name: 'Anna',
      last_name: 'Nowak',
      email: 'anna@example.com',
      billing_info: JSON.stringify(billing),
      is_active: true,
    });
  });

  it('registry lookup: POST /app/getdatafromgus on the marketplace base', async () => {
    const found = {
      type: 'company',
      name: 'MF',
      nip: '5260250274',
      street: 's',
      postalCode: '00-916',
      city: 'Warszawa',
      country: 'Polska',
      regon: null,
    };
    fetchMock.mockResolvedValueOnce(answer(200, found));
    await expect(lookupCompany('5260250274')).resolves.toEqual(found);
    expect(lastRequest()).toMatchObject({
      url: 'http://api.test/api/marketplace/app/getdatafromgus',
      method: 'POST',
      body: { nip: '5260250274' },
    });
  });

  it('account data: PATCH /user with is_active true', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, makeUser()));
    await saveAccountData({ first_name: 'A', last_name: 'B', email: 'a@b.pl', marketing_consent: true });
    expect(lastRequest()).toMatchObject({
      method: 'PATCH',
      body: { first_name: 'A', last_name: 'B', email: 'a@b.pl', marketing_consent: true, is_active: true },
    });
  });

  it('e-mail: POST /user/email/resend_confirmation', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { email: 'a@b.pl', resend_available_in: 60, expires_in: 86400 }));
    await resendEmailConfirmation();
    expect(lastRequest()).toMatchObject({ url: 'http://api.test/api/users/user/email/resend_confirmation', method: 'POST' });
  });

  it('game level: POST /user/sport_skill/{sportTypeId} with the level', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, makeUser()));
    await saveSportSkill(3, 5);
    expect(lastRequest()).toMatchObject({ url: 'http://api.test/api/users/user/sport_skill/3', method: 'POST', body: { level: 5 } });
  });

  it('children: POST /user/child, PATCH /user/child/{id}, DELETE /user/child/{id} with venue_id', async () => {
    const child = { venue_id: 2, first_name: 'Jan', last_name: 'Nowak', birth_date: '2016-03-12', gender: 'male' } as const;
    fetchMock.mockResolvedValue(answer(200, makeUser()));
    await createChild(child);
    expect(lastRequest()).toMatchObject({ url: 'http://api.test/api/users/user/child', method: 'POST', body: child });
    await updateChild(5, child);
    expect(lastRequest()).toMatchObject({ url: 'http://api.test/api/users/user/child/5', method: 'PATCH', body: child });
    await deleteChild(5, 2);
    expect(lastRequest()).toMatchObject({ url: 'http://api.test/api/users/user/child/5', method: 'DELETE', body: { venue_id: 2 } });
  });

  it('venue list: callers asking at the same moment share one request, and one leaving does not cancel it', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise((resolve) => (release = resolve)));
    const leaving = new AbortController();
    const first = listVenues(leaving.signal);
    const second = listVenues(new AbortController().signal);
    leaving.abort();
    await expect(first).rejects.toMatchObject({ kind: 'cancel' });
    release(answer(200, [{ id: 1, name: 'V', city: 'C', timezone: 'Europe/Warsaw', address: 'A', sport_types: [], opening_hours: [] }]));
    await expect(second).resolves.toHaveLength(1);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('venues and sport types from the marketplace base', async () => {
    fetchMock.mockResolvedValueOnce(
      answer(200, [{ id: 1, name: 'V', city: 'C', timezone: 'Europe/Warsaw', address: 'A', sport_types: [], opening_hours: [] }]),
    );
    await expect(listVenues()).resolves.toHaveLength(1);
    expect(lastRequest()).toMatchObject({ url: 'http://api.test/api/marketplace/venue', method: 'GET' });
    fetchMock.mockResolvedValueOnce(answer(200, [{ id: 1, code: 'squash', name: 'Squash' }]));
    await expect(listSportTypes()).resolves.toEqual([{ id: 1, code: 'squash', name: 'Squash' }]);
    expect(lastRequest()).toMatchObject({ url: 'http://api.test/api/marketplace/app/sport_type', method: 'GET' });
  });
});

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
    fetchMock.mockResolvedValueOnce(
      answer(200, { venue_id: 3, command: 'open', status: 'done', executed_at: '2030-06-03T16:00:00.000Z', reservation_id: 5 }),
    );
    await openDoor(3);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('http://api.test/api/users/automation/door/3');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ venue_id: 3, command: 'open' });
  });
});
