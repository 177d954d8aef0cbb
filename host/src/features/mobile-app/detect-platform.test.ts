import { detectPlatform } from './detect-platform';

const UA = {
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  androidTablet: 'Mozilla/5.0 (Linux; Android 13; SM-X700) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  ipadLegacy:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  ipadDesktopMode: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linux: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('detectPlatform', () => {
  it.each([
    ['Android phone', UA.android, 0, 'android'],
    ['Android tablet', UA.androidTablet, 5, 'android'],
    ['iPhone', UA.iphone, 5, 'ios'],
    ['iPad (legacy user agent)', UA.ipadLegacy, 5, 'ios'],
    ['iPad presenting as a Mac', UA.ipadDesktopMode, 5, 'ios'],
    ['Mac without touch', UA.ipadDesktopMode, 0, 'desktop'],
    ['Windows desktop', UA.windows, 0, 'desktop'],
    ['Linux desktop', UA.linux, 0, 'desktop'],
  ])('%s → %s', (_name, userAgent, touchPoints, expected) => {
    expect(detectPlatform(userAgent, touchPoints)).toBe(expected);
  });
});
