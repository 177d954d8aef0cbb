// Every monitoring setting of spec §7/§9, against the local envelope receiver: the same host
// build, served with a runtime config that names the receiver's DSN and an analytics key. The
// stack's API reports to the global setup's receiver (support/api-monitoring.ts): the browser's
// trace is followed into it.
import { randomUUID } from 'node:crypto';
import { startMonitoringReceiver, type ItemPayload, type MonitoringReceiver } from '../../scripts/lib/monitoring-receiver.mjs';
import { buildRuntimeConfig } from '../../scripts/lib/runtime-config.mjs';
import { apiEnvelopesOfTrace, apiTransactionsOfTrace } from '../support/api-monitoring.ts';
import { monitoringHostPort, ports, urls } from '../support/env.ts';
import { REMOTE_PAGES, REMOTE_UNAVAILABLE, RETRY } from '../support/pages.ts';
import { startSecondHost, type SecondHost } from '../support/second-host.ts';
import { signIn } from '../support/session.ts';
import type { Route } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';

const monitoredHost = `http://localhost:${monitoringHostPort}`;
/** Stands for the product's production API host of config.json's propagation targets. */
const PRODUCTION_API = 'https://api.venue.example';
const THIRD_PARTY = 'https://fonts.example.test';
const walletManifest = `${urls.wallet}/mf-manifest.json`;

let receiver: MonitoringReceiver;
let host: SecondHost | undefined;

test.beforeAll(async () => {
  receiver = await startMonitoringReceiver();
  const config = buildRuntimeConfig({ ports, sentryDsn: receiver.dsn });
  config.monitoring.analyticsKey = 'e2e-clarity';
  config.monitoring.tracePropagationTargets.push(PRODUCTION_API);
  host = await startSecondHost({ label: 'monitored', port: monitoringHostPort, config });
});

test.afterAll(async () => {
  await host?.stop();
  host = undefined;
  await receiver?.close();
});

// The production API host and a third party are not in the monitored host's CSP; the test still
// has the page call them to see which get trace headers.
test.use({ bypassCSP: true });
// One monitored host and receiver, on a fixed port: the tests share them, in order.
test.describe.configure({ mode: 'serial' });

const languageSwitch = (page: Page) => page.getByRole('button', { name: /Zmień język|Change language/ });
const throwInPage = (page: Page, message: string) =>
  page.evaluate(
    (text) =>
      void setTimeout(() => {
        throw new Error(text);
      }),
    message,
  );
const eventWith = (message: string) => (event: ItemPayload) => event.exception?.values?.[0]?.value === message;

test('errors, transactions, replays, trace headers and the analytics tag, as spec §9 sets them', async ({ page, context }) => {
  await signIn(context, undefined, [monitoredHost]);
  const traced: string[] = [];
  page.on('request', (request) => {
    void request.allHeaders().then((headers) => {
      if (headers['sentry-trace']) traced.push(request.url());
    });
  });
  let analyticsLoads = 0;
  await page.route('https://www.clarity.ms/**', (route) => {
    analyticsLoads += 1;
    return route.fulfill({ contentType: 'text/javascript', body: '' });
  });
  // Both answer across origins, preflights included, as the real ones would.
  const answerAcrossOrigins = (route: Route) =>
    route.fulfill({
      status: route.request().method() === 'OPTIONS' ? 204 : 200,
      headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' },
      body: '',
    });
  await page.route(`${PRODUCTION_API}/**`, answerAcrossOrigins);
  await page.route(`${THIRD_PARTY}/**`, answerAcrossOrigins);
  // The wallet cannot load at first: that failure happens before monitoring has started.
  await page.route(walletManifest, (route) => route.abort('connectionrefused'));

  await page.goto(`${monitoredHost}${REMOTE_PAGES.wallet.path}`);
  await expect(page.getByRole('heading', { name: REMOTE_UNAVAILABLE })).toBeVisible();
  const early = await receiver.waitFor('event', (event) => event.tags?.area === 'federation' && event.tags.early === 'true');
  expect(early.payload?.release).toBe('player-app@1.0.0');
  await receiver.waitFor('transaction', (event) => event.contexts?.trace?.op === 'pageload');

  // The wallet is back: a retry reloads the remote; the analytics tag stays the one added at start.
  await page.unroute(walletManifest);
  await page.getByRole('button', { name: RETRY }).click();
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.wallet.heading, exact: true })).toBeVisible();
  await page.getByRole('link', { name: REMOTE_PAGES.booking.navLink, exact: true }).click();
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.booking.heading, exact: true })).toBeVisible();
  await receiver.waitFor('transaction', (event) => event.contexts?.trace?.op === 'navigation');

  await throwInPage(page, 'e2e error in Polish');
  const polish = (await receiver.waitFor('event', eventWith('e2e error in Polish'))).payload!;
  expect(polish.tags?.language).toBe('pl');
  expect(polish.environment).toBe('development');
  expect(polish.release).toBe('player-app@1.0.0');
  const replay = await receiver.waitFor('replay_event', () => true, 15_000);
  expect(replay.payload?.replay_id).toBeTruthy();

  await languageSwitch(page).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await throwInPage(page, 'e2e error in English');
  expect((await receiver.waitFor('event', eventWith('e2e error in English'))).payload?.tags?.language).toBe('en');

  // Trace headers: to the API and the production API host, never to remotes or third parties.
  await page.evaluate(
    (targets) =>
      Promise.all(
        targets.map((target) =>
          fetch(target).then(
            (response) => response.status,
            () => 0,
          ),
        ),
      ),
    [`${PRODUCTION_API}/api/ping`, `${THIRD_PARTY}/inter.woff2`],
  );
  await expect.poll(() => traced.some((url) => url.startsWith(`${PRODUCTION_API}/`))).toBe(true);
  expect(traced.some((url) => url.startsWith(`${urls.api}/api/`))).toBe(true);
  expect(traced.filter((url) => !url.startsWith(`${urls.api}/`) && !url.startsWith(`${PRODUCTION_API}/`))).toEqual([]);

  expect(analyticsLoads).toBe(1);
  expect(await page.locator('script[src*="clarity.ms"]').count()).toBe(1);
});

test('an error thrown by a remote’s code is tagged with the remote and its version', async ({ page, context }) => {
  receiver.clear();
  await signIn(context, undefined, [monitoredHost]);
  const manifest = (await (await fetch(`${urls.booking}/mf-manifest.json`)).json()) as {
    metaData: { buildInfo: { buildVersion: string } };
  };
  // A script served from the booking remote's origin that throws, as the remote's own code would.
  await page.route(`${urls.booking}/e2e-throw.js`, (route) =>
    route.fulfill({ contentType: 'text/javascript', body: "setTimeout(function boom() { throw new Error('thrown by booking code'); });" }),
  );
  await page.goto(`${monitoredHost}${REMOTE_PAGES.booking.path}`);
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.booking.heading, exact: true })).toBeVisible();
  await receiver.waitFor('transaction', (event) => event.contexts?.trace?.op === 'pageload');
  await page.evaluate((src) => {
    const script = document.createElement('script');
    script.crossOrigin = 'anonymous';
    script.src = src;
    document.head.append(script);
  }, `${urls.booking}/e2e-throw.js`);
  const event = (await receiver.waitFor('event', eventWith('thrown by booking code'))).payload!;
  expect(event.tags).toMatchObject({ remote: 'booking', 'remote.version': manifest.metaData.buildInfo.buildVersion });
});

test('the API continues the browser’s trace and reports it without the session’s secrets', async ({ page, context }) => {
  receiver.clear();
  const session = await signIn(context, undefined, [monitoredHost]);
  await page.goto(`${monitoredHost}${REMOTE_PAGES.wallet.path}`);
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.wallet.heading, exact: true })).toBeVisible();
  await receiver.waitFor('transaction', (event) => event.contexts?.trace?.op === 'pageload');
  // Monitoring runs: the navigation's API calls carry its trace headers.
  await page.getByRole('link', { name: REMOTE_PAGES.booking.navLink, exact: true }).click();
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.booking.heading, exact: true })).toBeVisible();
  const navigation = await receiver.waitFor('transaction', (event) => event.contexts?.trace?.op === 'navigation');
  const traceId = navigation.payload?.contexts?.trace?.trace_id ?? '';
  expect(traceId).toMatch(/^[0-9a-f]{32}$/);

  await expect.poll(async () => (await apiTransactionsOfTrace(traceId)).length).toBeGreaterThan(0);
  const [transaction] = await apiTransactionsOfTrace(traceId);
  expect(transaction?.payload?.contexts?.trace).toMatchObject({ trace_id: traceId, op: 'http.server' });
  expect(transaction?.payload?.transaction).toMatch(/^GET \/api\//);
  expect(transaction?.payload?.release).toMatch(/^player-api@/);
  // The request came with the session's cookie and token and is the signed-in user's: none of it is sent.
  const sent = JSON.stringify(await apiEnvelopesOfTrace(traceId));
  for (const secret of [session.token, encodeURIComponent(session.token), 'auth_token', session.phone.national]) {
    expect(sent).not.toContain(secret);
  }
});

test('an error on a pay-by-link page reaches monitoring without the link’s uuid', async ({ page }) => {
  receiver.clear();
  const uuid = randomUUID();
  await page.goto(`${monitoredHost}/p/${uuid}`);
  const pageload = await receiver.waitFor('transaction', (event) => event.contexts?.trace?.op === 'pageload');
  expect(pageload.payload?.transaction).toBe('/p/[redacted]');
  await throwInPage(page, `e2e error on /p/${uuid}`);
  const error = (await receiver.waitFor('event', (event) => event.exception?.values?.[0]?.value?.startsWith('e2e error on') ?? false))
    .payload!;
  expect(error.exception?.values?.[0]?.value).toBe('e2e error on /p/[redacted]');
  expect(error.request?.url).toBe(`${monitoredHost}/p/[redacted]`);
  expect(JSON.stringify(receiver.envelopes())).not.toContain(uuid);
});
