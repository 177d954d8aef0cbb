import { configureApi } from '@venue/api';
import { firstRequestUrls, type RoutePreloadTarget } from '@venue/routes';
import { BOOKING_FIRST_REQUESTS } from './first-requests';
import routesModule from './routes-module';

const API = 'http://api.test/api';

/** The URLs a page's own preload sends for an address (every answer a 404: only the requests count). */
async function urlsThePreloadSends(routeKey: keyof typeof routesModule.preload, target: RoutePreloadTarget): Promise<string[]> {
  const sent: string[] = [];
  const original = globalThis.fetch;
  globalThis.fetch = jest.fn(async (input: string) => {
    sent.push(String(input));
    return { ok: false, status: 404, headers: { get: () => null }, text: async () => '{"code":"NOT_FOUND","message":"x"}' };
  }) as unknown as typeof fetch;
  try {
    await routesModule.preload[routeKey](target);
  } finally {
    globalThis.fetch = original;
  }
  return sent.sort();
}

beforeAll(() => configureApi({ apiUrl: API, getToken: () => null }));

describe('booking first requests', () => {
  it.each([
    ['reservationVenue', { venueId: '31', '*': 'courts' }, 'sport=2&date=2026-12-01'],
    ['reservationVenue', { venueId: '32', '*': 'courts' }, ''],
    ['reservationVenue', { venueId: '33', '*': 'classes' }, 'sport=2&date=2026-12-01'],
    ['paymentCreate', { reservationUUID: '0ff81abc-b141-4927-a790-dfd30d68167a' }, ''],
    ['paymentCreateShort', { reservationUUID: '1ff81abc-b141-4927-a790-dfd30d68167a' }, ''],
  ] as const)('%s %j ?%s: the entry sends exactly what the page preload sends', async (routeKey, params, query) => {
    const declared = firstRequestUrls(BOOKING_FIRST_REQUESTS[routeKey] ?? [], API, params, new URLSearchParams(query));
    expect(declared.length).toBeGreaterThan(0);
    expect(declared.sort()).toEqual(await urlsThePreloadSends(routeKey, { params, search: new URLSearchParams(query) }));
  });

  it("leaves the availability of an address without a day to the page, which asks for the browser's today", async () => {
    const params = { venueId: '34', '*': 'courts' };
    const declared = firstRequestUrls(BOOKING_FIRST_REQUESTS.reservationVenue ?? [], API, params, new URLSearchParams('sport=2'));
    expect(declared).toEqual([`${API}/marketplace/venue/34`]);
    const preloaded = await urlsThePreloadSends('reservationVenue', { params, search: new URLSearchParams('sport=2') });
    expect(preloaded).toEqual([`${API}/marketplace/venue/34`, expect.stringContaining('/get_object_availabilities/34?date=')]);
  });
});
