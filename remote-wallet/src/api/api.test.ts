import { configureApi } from '@venue/api';
import {
  confirmWithdrawal,
  getWallet,
  isTransactionsKey,
  listTransactions,
  listStatement,
  listWithdrawals,
  requestWithdrawal,
  transactionsKey,
  walletKey,
  withdrawalsKey,
} from './wallet';
import { listVenues, venuesKey } from './venues';

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
  return { url, method: init.method, body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined };
}

const WITHDRAWAL = {
  id: 5,
  amount: 12050,
  iban_last4: '2874',
  account_owner: 'Anna Nowak',
  state: 'requested',
  created_at: '2026-11-26T09:00:00.000Z',
  expires_at: '2026-11-26T09:10:00.000Z',
  confirmed_at: null,
  paid_out_at: null,
  expected_arrival_date: null,
  failure_reason: null,
};

beforeAll(() => {
  configureApi({ apiUrl: 'http://api.test/api', getToken: () => 'secret' });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});
beforeEach(() => fetchMock.mockReset());

describe('wallet keys', () => {
  it('start with the remote’s name, and equal filters give one key whatever the order of types', () => {
    expect(walletKey()).toEqual(['wallet', 'balance']);
    expect(withdrawalsKey()).toEqual(['wallet', 'withdrawals']);
    expect(venuesKey()).toEqual(['wallet', 'venues']);
    expect(transactionsKey({ type: ['withdrawal', 'deposit'], page: 2 })).toEqual(
      transactionsKey({ type: ['deposit', 'withdrawal'], page: 2 }),
    );
    expect(transactionsKey({ page: 1 })).not.toEqual(transactionsKey({ page: 2 }));
    expect(isTransactionsKey(transactionsKey({}))).toBe(true);
    expect([isTransactionsKey(walletKey()), isTransactionsKey('wallet')]).toEqual([false, false]);
  });
});

describe('wallet API calls', () => {
  it('balance: GET /users/user_wallet', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, { available: 100, frozen: 0, currency: 'PLN' }));
    await expect(getWallet()).resolves.toEqual({ available: 100, frozen: 0, currency: 'PLN' });
    expect(lastRequest().url).toBe('http://api.test/api/users/user_wallet');
  });

  it('history: types comma separated, days, venue and paging in the query; nothing unset is sent', async () => {
    fetchMock.mockResolvedValue(answer(200, { items: [], total: 0, page: 2, page_size: 20 }));
    await listTransactions({
      type: ['deposit', 'refund_cancellation'],
      from: '2026-11-01',
      to: '2026-11-30',
      venue_id: 3,
      page: 2,
      page_size: 20,
    });
    expect(lastRequest().url).toBe(
      'http://api.test/api/users/user_wallet/transaction_log?type=deposit%2Crefund_cancellation&from=2026-11-01&to=2026-11-30&venue_id=3&page=2&page_size=20',
    );
    await listTransactions({ page: 1, page_size: 20 });
    expect(lastRequest().url).toBe('http://api.test/api/users/user_wallet/transaction_log?page=1&page_size=20');
  });

  it('statement: the history’s query on its own path', async () => {
    fetchMock.mockResolvedValue(answer(200, { items: [], total: 0, page: 3, page_size: 20 }));
    await listStatement({ type: ['withdrawal'], venue_id: 3, page: 3, page_size: 20 });
    expect(lastRequest().url).toBe('http://api.test/api/users/user_wallet/statement?type=withdrawal&venue_id=3&page=3&page_size=20');
  });

  it('withdrawals: the list, the request with the spec’s field names, and the confirmation with verification_code', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, [WITHDRAWAL]));
    await expect(listWithdrawals()).resolves.toEqual([WITHDRAWAL]);
    expect(lastRequest().url).toBe('http://api.test/api/users/user_wallet/withdrawals');

    fetchMock.mockResolvedValueOnce(answer(201, { withdrawal: WITHDRAWAL, resend_available_at: '2026-11-26T09:01:00.000Z' }));
    await requestWithdrawal({ amount: 12050, iban: 'PL61109010140000071219812874', account_owner: 'Anna Nowak' });
    expect(lastRequest()).toEqual({
      url: 'http://api.test/api/users/user_wallet/withdrawal_request',
      method: 'POST',
      body: { amount: 12050, iban: 'PL61109010140000071219812874', account_owner: 'Anna Nowak' },
    });

    fetchMock.mockResolvedValueOnce(answer(200, { ...WITHDRAWAL, state: 'confirmed', expected_arrival_date: '2026-11-27' }));
    await expect(confirmWithdrawal('1234')).resolves.toMatchObject({ state: 'confirmed' });
    expect(lastRequest()).toMatchObject({
      url: 'http://api.test/api/users/user_wallet/withdrawal_confirm',
      body: { verification_code: '1234' },
    });
  });

  it('venues: GET /marketplace/venue', async () => {
    fetchMock.mockResolvedValueOnce(answer(200, []));
    await expect(listVenues()).resolves.toEqual([]);
    expect(lastRequest().url).toBe('http://api.test/api/marketplace/venue');
  });
});
