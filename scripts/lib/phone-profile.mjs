// A player on a mid-range phone over a slow mobile network: how long until a page shows what
// they came for (the first slot, the pay form). Measured in Chromium with network and CPU
// throttling applied through the DevTools protocol, in a fresh context (empty cache).

/**
 * Lighthouse's "slow 4G" figures (150 ms round trip, 1.6 Mbps down, 750 kbps up) and its
 * mid-range phone (CPU 4× slower than the machine running the bench), on a 360 × 780 screen.
 */
export const SLOW_4G_PHONE = Object.freeze({
  name: 'slow 4G (150 ms RTT, 1.6 Mbps down, 750 kbps up), CPU 4× slower, 360 × 780',
  rttMs: 150,
  downloadKbps: 1600,
  uploadKbps: 750,
  cpuSlowdown: 4,
  viewport: Object.freeze({ width: 360, height: 780 }),
});

/**
 * The `Network.emulateNetworkConditions` parameters of a profile: throughput in bytes per
 * second (the protocol's unit), kilobits taken as 1000 bits like the profile's figures.
 * @param {{ rttMs: number, downloadKbps: number, uploadKbps: number }} profile
 */
export function networkConditions(profile) {
  return {
    offline: false,
    latency: profile.rttMs,
    downloadThroughput: (profile.downloadKbps * 1000) / 8,
    uploadThroughput: (profile.uploadKbps * 1000) / 8,
  };
}

/**
 * Opens `url` under `profile` in a fresh context and returns the milliseconds from the start
 * of navigation until `target(page)` is visible (the page's own clock, `performance.now()`).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, locale: string, profile: typeof SLOW_4G_PHONE, storageState?: object,
 *           target: (page: import('@playwright/test').Page) => import('@playwright/test').Locator,
 *           timeoutMs?: number }} options
 * @returns {Promise<number>}
 */
export async function timeUntilVisible(browser, { url, locale, profile, storageState, target, timeoutMs = 60_000 }) {
  const context = await browser.newContext({
    locale,
    viewport: profile.viewport,
    isMobile: true,
    hasTouch: true,
    ...(storageState ? { storageState } : {}),
  });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', networkConditions(profile));
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    await target(page).first().waitFor({ state: 'visible', timeout: timeoutMs });
    return await page.evaluate(() => performance.now());
  } finally {
    await context.close();
  }
}
