import type { RemoteRoutesModule, RoutePreloadTarget } from '@venue/routes';
import { preloadRouteData } from './preload-route-data';

const routesModule = (preload?: RemoteRoutesModule<'booking'>['preload']) =>
  ({ remote: 'booking', translations: {}, pages: {}, preload }) as unknown as RemoteRoutesModule<'booking'>;

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preloadRouteData', () => {
  it("gives the route's preload the pattern's parameters and the query", async () => {
    const targets: RoutePreloadTarget[] = [];
    preloadRouteData(routesModule({ reservationVenue: (target) => void targets.push(target) }), 'reservationVenue', {
      pathname: '/reservation/12/courts',
      search: '?sport=3&date=2027-03-28',
    });
    await flush();
    expect(targets).toHaveLength(1);
    expect(targets[0]?.params).toEqual({ venueId: '12', '*': 'courts' });
    expect(targets[0]?.search.get('sport')).toBe('3');
    expect(targets[0]?.search.get('date')).toBe('2027-03-28');
  });

  it('calls only the opened route’s preload', async () => {
    const called: string[] = [];
    preloadRouteData(
      routesModule({ reservationVenue: () => void called.push('venue'), paymentCreateShort: () => void called.push('link') }),
      'paymentCreateShort',
      { pathname: '/p/5f0c', search: '' },
    );
    await flush();
    expect(called).toEqual(['link']);
  });

  it('does nothing for a remote without preloads, and ignores one that throws or fails', async () => {
    expect(() => preloadRouteData(routesModule(), 'reservationVenue', { pathname: '/reservation/1', search: '' })).not.toThrow();
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      preloadRouteData(
        routesModule({
          reservationVenue: () => {
            throw new Error('broken');
          },
        }),
        'reservationVenue',
        { pathname: '/reservation/1', search: '' },
      );
      preloadRouteData(routesModule({ reservationVenue: () => Promise.reject(new Error('offline')) }), 'reservationVenue', {
        pathname: '/reservation/1',
        search: '',
      });
      await flush();
      await flush();
    } finally {
      process.off('unhandledRejection', onRejection);
    }
    expect(rejections).toEqual([]);
  });

  it('settles once the preload has, and without rejecting when it fails', async () => {
    let finish: () => void = () => undefined;
    const data = new Promise<void>((resolve) => {
      finish = resolve;
    });
    let settled = false;
    void preloadRouteData(routesModule({ reservationVenue: () => data }), 'reservationVenue', {
      pathname: '/reservation/1',
      search: '',
    }).then(() => {
      settled = true;
    });
    await flush();
    expect(settled).toBe(false);
    finish();
    await flush();
    expect(settled).toBe(true);
    await expect(
      preloadRouteData(routesModule({ reservationVenue: () => Promise.reject(new Error('offline')) }), 'reservationVenue', {
        pathname: '/reservation/1',
        search: '',
      }),
    ).resolves.toBeUndefined();
    await expect(preloadRouteData(routesModule(), 'reservationVenue', { pathname: '/reservation/1', search: '' })).resolves.toBeUndefined();
  });
});
