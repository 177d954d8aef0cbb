import { initAnalytics } from './init-analytics';
import { startMonitoring } from './start-monitoring';
import { testRuntimeConfig } from '../../testing/runtime-config';

jest.mock('./init-sentry', () => ({ initSentry: jest.fn(() => Promise.resolve()) }));
const { initSentry } = jest.requireMock<{ initSentry: jest.Mock }>('./init-sentry');

async function flushFrames(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('startMonitoring', () => {
  beforeEach(() => {
    initSentry.mockClear();
    document.head.replaceChildren();
  });

  it('loads nothing without keys', async () => {
    startMonitoring(testRuntimeConfig({}));
    await flushFrames();
    expect(initSentry).not.toHaveBeenCalled();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('starts Sentry only after the first paint', async () => {
    const requestAnimationFrame = jest.spyOn(window, 'requestAnimationFrame');
    startMonitoring(testRuntimeConfig({ sentryDsn: 'https://key@o1.ingest.sentry.io/2' }));
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
