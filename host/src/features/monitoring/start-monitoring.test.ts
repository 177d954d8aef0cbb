import type { RuntimeConfig } from '@venue/api';
import { initAnalytics } from './init-analytics';
import { startMonitoring } from './start-monitoring';

jest.mock('./init-sentry', () => ({ initSentry: jest.fn(() => Promise.resolve()) }));
const { initSentry } = jest.requireMock<{ initSentry: jest.Mock }>('./init-sentry');

function config(monitoring: Partial<RuntimeConfig['monitoring']>): RuntimeConfig {
  return {
    environment: 'production',
    apiUrl: 'http://localhost:4000/api',
    release: 'player-app@1.0.0',
    remotes: {
      booking: 'http://localhost:3001/mf-manifest.json',
      account: 'http://localhost:3002/mf-manifest.json',
      wallet: 'http://localhost:3003/mf-manifest.json',
      trainer: 'http://localhost:3004/mf-manifest.json',
      kiosk: 'http://localhost:3005/mf-manifest.json',
    },
    monitoring: { sentryDsn: '', analyticsKey: '', tracePropagationTargets: [], ...monitoring },
  };
}

async function flushFrames(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('startMonitoring', () => {
  beforeEach(() => {
    initSentry.mockClear();
    document.head.replaceChildren();
  });

  it('loads nothing without keys', async () => {
    startMonitoring(config({}));
    await flushFrames();
    expect(initSentry).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('starts Sentry only after the first paint', async () => {
    const requestAnimationFrame = jest.spyOn(window, 'requestAnimationFrame');
    startMonitoring(config({ sentryDsn: 'https://key@o1.ingest.sentry.io/2' }));
    expect(initSentry).not.toHaveBeenCalled();
    expect(requestAnimationFrame).toHaveBeenCalled();
    await flushFrames();
    expect(initSentry).toHaveBeenCalledTimes(1);
    requestAnimationFrame.mockRestore();
  });
});

describe('initAnalytics', () => {
  it('adds the tag once, and only with a key', () => {
    document.head.replaceChildren();
    expect(initAnalytics('')).toBe(false);
    expect(initAnalytics('abc123')).toBe(true);
    expect(initAnalytics('abc123')).toBe(false);
    const scripts = document.head.querySelectorAll('script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]?.src).toBe('https://www.clarity.ms/tag/abc123');
  });
});
