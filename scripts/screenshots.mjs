#!/usr/bin/env node
// `npm run screenshots -- --label before|after`: screenshots of the main journeys from the
// production build, at 360 px and 1366 px, light and dark, Polish, into docs/screenshots/<label>/.
// A player with a booking paid on site and one waiting for an online payment is made through the
// API first, so the signed-in pages and pay-by-link show real content.
// Options: --label <name> (folder name, default "current"), --out <dir> (instead of docs/screenshots/<label>).
import { mkdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { bookFirstFreeHour } from './lib/booking-api.mjs';
import { signedInStorageState } from './lib/browser-session.mjs';
import { signInThroughApi } from './lib/dev-login.mjs';
import { launchBrowser } from './lib/first-visit-js.mjs';
import { startProductionStackRun } from './lib/production-stack-run.mjs';
import { repoRoot } from './lib/pnpm.mjs';
import { screenshotPlan } from './lib/screenshot-plan.mjs';

const { values: options } = parseArgs({ options: { label: { type: 'string', default: 'current' }, out: { type: 'string' } } });
if (!/^[a-z0-9-]+$/.test(options.label)) throw new Error('--label must be kebab-case');
const outDir = options.out ?? join(repoRoot, 'docs', 'screenshots', options.label);
const LOCALE = 'pl-PL';
const VENUE_ID = 1;
const VENUE_ZONE = 'Europe/Warsaw';

const { stack, chromiumPath, stop } = await startProductionStackRun('screenshots');

let failed = false;
try {
  const { token, user } = await signInThroughApi(stack.urls.apiBase, {
    phoneNationalNumber: `57${String(Date.now()).slice(-7)}`,
    profile: { first_name: 'Anna', last_name: 'Nowak', email: `screens-${Date.now()}@example.com` },
  });
  const booking = { venueId: VENUE_ID, from: '17:00' };
  const onSite = await bookFirstFreeHour(stack.urls.apiBase, token, { ...booking, daysAhead: 3, payment: 'on_site' });
  const online = await bookFirstFreeHour(stack.urls.apiBase, token, { ...booking, daysAhead: 4, payment: 'online' });
  const pages = [
    { id: 'login', path: '/login', signedIn: false },
    { id: 'venues', path: '/venues', signedIn: false },
    { id: 'venue-courts', path: `/reservation/${VENUE_ID}/courts`, signedIn: false },
    { id: 'pay-by-link', path: `/p/${online.reservation_uuid}`, signedIn: false },
    { id: 'your-account', path: '/your-account', signedIn: true },
    { id: 'my-reservations', path: '/my-reservations', signedIn: true },
    { id: 'reservation-details', path: `/reservation/${VENUE_ID}/details/${onSite.id}`, signedIn: true },
  ];
  const storageState = signedInStorageState({ token, user, hostOrigin: stack.urls.host });
  mkdirSync(outDir, { recursive: true });
  const browser = await launchBrowser(chromiumPath);
  try {
    for (const shot of screenshotPlan(pages)) {
      const context = await browser.newContext({
        locale: LOCALE,
        timezoneId: VENUE_ZONE,
        colorScheme: shot.theme,
        viewport: { width: shot.viewport.width, height: shot.viewport.height },
        ...(shot.page.signedIn ? { storageState } : {}),
      });
      const page = await context.newPage();
      const problems = [];
      page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
      page.on('requestfailed', (request) => problems.push(`request failed: ${request.url()} ${request.failure()?.errorText ?? ''}`));
      try {
        await page.goto(`${stack.urls.host}${shot.page.path}`, { waitUntil: 'load' });
        await page.locator('h1').first().waitFor({ timeout: 20_000 });
        await page.waitForLoadState('networkidle');
        // Web fonts and skeleton-to-content swaps settle after the network does.
        await page.waitForTimeout(300);
        await page.screenshot({ path: join(outDir, shot.file), fullPage: true, type: 'jpeg', quality: 70 });
        console.log(`[screenshots] ${relative(repoRoot, join(outDir, shot.file))}`);
      } catch (error) {
        failed = true;
        console.error(`[screenshots] ${shot.file}: ${error instanceof Error ? error.message : String(error)}`);
        for (const problem of problems) console.error(`[screenshots]   ${problem}`);
        const text = await page
          .locator('body')
          .innerText()
          .catch(() => '');
        console.error(`[screenshots]   page text: ${text.slice(0, 200).replace(/\s+/g, ' ')}`);
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
} catch (error) {
  failed = true;
  console.error(`[screenshots] ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stop();
}
process.exitCode = failed ? 1 : 0;
