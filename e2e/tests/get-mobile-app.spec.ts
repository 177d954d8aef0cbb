import { expect, test } from '../support/test.ts';

// The local /config.json names no listings, so the host's defaults apply: each store's search.
const PLAY_STORE = 'https://play.google.com/store/search?q=Venue&c=apps';
const APP_STORE = 'https://apps.apple.com/pl/iphone/search?term=Venue';

const ANDROID_UA = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

/** Stands in for the stores, so the test never leaves the machine. */
async function fakeStores(page: import('@playwright/test').Page): Promise<void> {
  for (const store of ['https://play.google.com/**', 'https://apps.apple.com/**']) {
    await page.route(store, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>store</title>' }));
  }
}

test.describe('on an Android phone', () => {
  test.use({ userAgent: ANDROID_UA, isMobile: true, hasTouch: true, viewport: { width: 412, height: 915 } });
  test('/get-mobile-app sends the visitor to Google Play', async ({ page }) => {
    await fakeStores(page);
    await page.goto('/get-mobile-app');
    await page.waitForURL((url) => url.href === PLAY_STORE);
  });
});

test.describe('on an iPhone', () => {
  test.use({ userAgent: IPHONE_UA, isMobile: true, hasTouch: true, viewport: { width: 390, height: 844 } });
  test('/get-mobile-app sends the visitor to the App Store', async ({ page }) => {
    await fakeStores(page);
    await page.goto('/get-mobile-app');
    await page.waitForURL((url) => url.href === APP_STORE);
  });
});

test.describe('on a desktop', () => {
  test('/get-mobile-app shows both store links and no navigation bar', async ({ page }) => {
    await fakeStores(page);
    await page.goto('/get-mobile-app');
    await expect(page.getByRole('heading', { name: 'Pobierz aplikację mobilną' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pobierz z Google Play' })).toHaveAttribute('href', PLAY_STORE);
    await expect(page.getByRole('link', { name: 'Pobierz z App Store' })).toHaveAttribute('href', APP_STORE);
    await expect(page.getByRole('banner')).toHaveCount(0);
    expect(page.url()).toMatch(/\/get-mobile-app$/);
  });
});
