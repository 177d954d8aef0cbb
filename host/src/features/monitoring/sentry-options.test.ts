import { REPLAY_MASKED_ATTRIBUTES, propagationTargets, sentryOptions } from './sentry-options';
import { testRuntimeConfig } from '../../testing/runtime-config';

const config = testRuntimeConfig({
  sentryDsn: 'https://key@o1.ingest.sentry.io/2',
  tracePropagationTargets: ['http://localhost:4000', 'https://api.venue.example/'],
});

const attachesTo = (url: string) => propagationTargets(config.monitoring.tracePropagationTargets).some((target) => target.test(url));

describe('sentryOptions', () => {
  it('has the settings of spec §9: production, every trace, 10 % of sessions and every session with an error replayed', () => {
    expect(sentryOptions(config)).toEqual(
      expect.objectContaining({
        dsn: 'https://key@o1.ingest.sentry.io/2',
        environment: 'production',
        release: 'player-app@1.0.0',
        tracesSampleRate: 1,
        traceLifecycle: 'static',
        replaysSessionSampleRate: 0.1,
        replaysOnErrorSampleRate: 1,
      }),
    );
  });

  it("masks link targets in replays beside Sentry's defaults: a pay-by-link or share href holds its capability", () => {
    expect(REPLAY_MASKED_ATTRIBUTES).toEqual(expect.arrayContaining(['href', 'title', 'placeholder', 'aria-label']));
  });

  it('sends trace headers to the API origin and the production API host only', () => {
    expect(attachesTo('http://localhost:4000/api/users/me')).toBe(true);
    expect(attachesTo('http://localhost:4000')).toBe(true);
    expect(attachesTo('https://api.venue.example/api/public/venues?x=1')).toBe(true);
    // Remotes, fonts, third parties and look-alikes get none.
    expect(attachesTo('http://localhost:3001/mf-manifest.json')).toBe(false);
    expect(attachesTo('http://localhost:40001/api')).toBe(false);
    expect(attachesTo('https://api.venue.example.evil.test/')).toBe(false);
    expect(attachesTo('https://fonts.gstatic.com/s/inter.woff2')).toBe(false);
    expect(attachesTo('https://www.clarity.ms/tag/abc?u=http://localhost:4000')).toBe(false);
    expect(attachesTo('/api/users/me')).toBe(false);
  });

  it('sends none at all when no origin is configured', () => {
    expect(
      sentryOptions({ ...config, monitoring: { ...config.monitoring, tracePropagationTargets: [' '] } }).tracePropagationTargets,
    ).toEqual([]);
  });
});
