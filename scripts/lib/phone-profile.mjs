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
 * Runs in the page before its own scripts: stamps every node the page attaches with the time it
 * was attached and the time the frame showing it was painted (the first task after the next
 * animation frame). One observer callback per batch of mutations, so it costs the page next to
 * nothing, unlike polling from outside, which a 4× slower CPU makes late by up to half a second.
 */
function recordAttachments() {
  const { MutationObserver, requestAnimationFrame, document } = globalThis;
  const stamps = new WeakMap();
  Object.defineProperty(globalThis, '__attachStamps', { value: stamps });
  new MutationObserver((records) => {
    const stamp = { attachedAt: performance.now(), paintedAt: undefined };
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        stamp.paintedAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
    for (const record of records) for (const node of record.addedNodes) stamps.set(node, stamp);
  }).observe(document, { childList: true, subtree: true });
}

/**
 * The stamp that made `node` part of the page: of the node and its ancestors, the one attached
 * last (an element rendered inside a container that was already there carries its own stamp).
 * @template {{ parentNode: unknown }} N
 * @param {N} node
 * @param {{ get(node: N): { attachedAt: number, paintedAt?: number } | undefined }} stamps
 */
export function attachmentOf(node, stamps) {
  let latest;
  for (let current = node; current; current = current.parentNode) {
    const stamp = stamps.get(current);
    if (stamp && (!latest || stamp.attachedAt > latest.attachedAt)) latest = stamp;
  }
  return latest;
}

/**
 * Opens `url` under `profile` in a fresh context and returns the milliseconds from the start
 * of navigation until `target(page)` was painted (the page's own clock, `performance.now()`):
 * found by Playwright, then timed by when the page attached it (`recordAttachments`).
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
    // As source text: the page's own realm runs both (no eval there, which a CSP could refuse).
    await page.addInitScript({ content: `(${recordAttachments})(); globalThis.__attachmentOf = ${attachmentOf};` });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const element = target(page).first();
    await element.waitFor({ state: 'visible', timeout: timeoutMs });
    return await element.evaluate((node) => {
      const stamp = globalThis.__attachmentOf(node, globalThis.__attachStamps);
      return stamp?.paintedAt ?? performance.now();
    });
  } finally {
    await context.close();
  }
}
