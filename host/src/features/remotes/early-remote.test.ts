import { paths } from '@venue/routes';
import { prefetchRemoteManifest, remoteOpenedAt, takePrefetchedManifest } from './early-remote';

const CONFIG = {
  remotes: { booking: 'https://booking.example.pl/1.4.0/mf-manifest.json', kiosk: 'https://kiosk.example.pl/remoteEntry.js' },
};

describe('remoteOpenedAt', () => {
  it.each([
    ['/reservation/1', 'booking'],
    [paths.reservationVenue(7), 'booking'],
    ['/reservation/7/trainers', 'booking'],
    ['/p/0b6e4f00-1111-4222-8333-444455556666', 'booking'],
    [paths.paymentCreate('0b6e4f00-1111-4222-8333-444455556666'), 'booking'],
    ['/self-checkout/1', 'kiosk'],
  ])('starts the remote of the public page %s early: %s', (pathname, remote) => {
    expect(remoteOpenedAt(pathname)).toBe(remote);
  });

  it.each(['/login', '/', '/get-mobile-app', '/your-account', '/my-reservations', '/wallet', '/reservationX/1', '/p', '/p/a/b'])(
    'starts nothing early on %s (a host page, or a signed-in page a visitor is sent away from)',
    (pathname) => {
      expect(remoteOpenedAt(pathname)).toBeUndefined();
    },
  );
});

describe('prefetchRemoteManifest', () => {
  // Only handed over, never read: any object stands for the answer.
  const answer = () => Promise.resolve({} as Response);

  it('requests the manifest once the config arrives, and hands the answer over once', async () => {
    const fetchManifest = jest.fn(answer);
    let arrive: (config: unknown) => void = () => undefined;
    const started = prefetchRemoteManifest(new Promise((resolve) => (arrive = resolve)), 'booking', fetchManifest);
    expect(fetchManifest).not.toHaveBeenCalled();
    arrive(CONFIG);
    await started;
    expect(fetchManifest).toHaveBeenCalledWith(CONFIG.remotes.booking);
    expect(takePrefetchedManifest('https://other.example.pl/mf-manifest.json')).toBeUndefined();
    expect(takePrefetchedManifest(CONFIG.remotes.booking)).toBeDefined();
    // A retry goes back to the network.
    expect(takePrefetchedManifest(CONFIG.remotes.booking)).toBeUndefined();
  });

  it.each([
    ['a remoteEntry.js instead of a manifest', CONFIG, 'kiosk'],
    ['no such remote', CONFIG, 'wallet'],
    ['a config that is not an object', 'oops', 'booking'],
    ['a URL that is no URL', { remotes: { booking: 'not a url.json' } }, 'booking'],
  ] as const)('fetches nothing for %s', async (_case, config, remote) => {
    const fetchManifest = jest.fn(answer);
    await prefetchRemoteManifest(Promise.resolve(config), remote, fetchManifest);
    expect(fetchManifest).not.toHaveBeenCalled();
  });

  it('fetches nothing when the config cannot be had (the shell shows its config error)', async () => {
    const fetchManifest = jest.fn(answer);
    await expect(prefetchRemoteManifest(Promise.reject(new Error('offline')), 'booking', fetchManifest)).resolves.toBeUndefined();
    expect(fetchManifest).not.toHaveBeenCalled();
  });
});
