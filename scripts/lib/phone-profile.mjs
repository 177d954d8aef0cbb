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
 * What a journey waits for: the first element matching `selector` whose accessible name (its
 * `aria-label`, else its text) matches `name`, e.g. a slot button named by its start time.
 * @typedef {{ selector: string, name: RegExp }} PaintTarget
 */

/**
 * Of the nodes one mutation batch attached (and their descendants), the elements `target`
 * describes, in document order of the batch.
 * @param {Iterable<any>} addedNodes
 * @param {string} selector
 * @param {RegExp} name
 */
export function targetsIn(addedNodes, selector, name) {
  const named = (element) => name.test(element.getAttribute('aria-label') ?? element.textContent ?? '');
  const found = [];
  for (const node of addedNodes) {
    if (node.nodeType !== 1) continue;
    if (node.matches(selector) && named(node)) found.push(node);
    for (const element of node.querySelectorAll(selector)) if (named(element)) found.push(element);
  }
  return found;
}

/**
 * Runs in the page before its own scripts: watches what the page attaches for the target and
 * stamps the time the frame showing it was painted (the first task after the next animation
 * frame), once it is visible. The page itself finds it, one observer callback per batch of
 * mutations: a Playwright locator would poll with role queries on the page's main thread, taking
 * time from the very render being timed (up to ~0.1 s when the machine is busy).
 * @param {string} selector
 * @param {string} source the name pattern's source
 * @param {string} flags the name pattern's flags
 * @param {typeof targetsIn} find
 */
function watchForTarget(selector, source, flags, find) {
  const { MutationObserver, requestAnimationFrame, document } = globalThis;
  const name = new RegExp(source, flags);
  let paintedAt;
  Object.defineProperty(globalThis, '__targetPaintedAt', { get: () => paintedAt });
  new MutationObserver((records) => {
    if (paintedAt !== undefined) return;
    const candidates = records.flatMap((record) => find(record.addedNodes, selector, name));
    if (candidates.length === 0) return;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => {
        if (paintedAt === undefined && candidates.some((node) => node.isConnected && node.checkVisibility())) paintedAt = performance.now();
      };
      channel.port2.postMessage(null);
    });
  }).observe(document, { childList: true, subtree: true });
}

/**
 * Opens `url` under `profile` in a fresh context and returns the milliseconds from the start
 * of navigation until `target` was painted (the page's own clock, `performance.now()`).
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, locale: string, profile: typeof SLOW_4G_PHONE, storageState?: object,
 *           target: PaintTarget, timeoutMs?: number }} options
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
    // As source text: the page's own realm runs it (no eval there, which a CSP could refuse).
    const args = [target.selector, target.name.source, target.name.flags].map((value) => JSON.stringify(value));
    await page.addInitScript({ content: `(${watchForTarget})(${args.join(', ')}, ${targetsIn});` });
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    // A cheap property read four times a second: the wait adds nothing to the page's work.
    const painted = await page.waitForFunction(() => globalThis.__targetPaintedAt, null, { polling: 250, timeout: timeoutMs });
    return Number(await painted.jsonValue());
  } finally {
    await context.close();
  }
}
