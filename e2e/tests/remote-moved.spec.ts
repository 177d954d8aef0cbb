import { expect, test } from '../support/test.ts';
import { buildRuntimeConfig } from '../../scripts/lib/runtime-config.mjs';
import { movedRemotePort, ports, secondHostPort } from '../support/env.ts';
import { REMOTE_PAGES } from '../support/pages.ts';
import { distOf, startSecondHost, type SecondHost } from '../support/second-host.ts';
import { signIn } from '../support/session.ts';

const movedOrigin = `http://localhost:${movedRemotePort}`;
const secondHost = `http://localhost:${secondHostPort}`;

// The same builds, served differently: remote-account's dist at a new origin, and a host whose
// runtime config names that origin. Nothing is rebuilt.
let host: SecondHost | undefined;

test.beforeAll(async () => {
  const config = buildRuntimeConfig({ ports });
  config.remotes.account = `${movedOrigin}/mf-manifest.json`;
  host = await startSecondHost({ label: 'moved', port: secondHostPort, config });
  await host.serve({ name: 'moved-account', dir: distOf('account'), port: movedRemotePort, cors: true });
});

test.afterAll(async () => {
  await host?.stop();
  host = undefined;
});

test('a remote moved to another origin by the runtime config loads from there, with no rebuild', async ({ page, context }) => {
  await signIn(context, { firstName: 'Ewa', lastName: 'Lis' }, [secondHost]);
  const accountRequests: string[] = [];
  page.on('request', (request) => {
    const { port } = new URL(request.url());
    if (port === String(movedRemotePort) || port === String(ports.account)) accountRequests.push(request.url());
  });

  // A page of the account remote that reads the shared auth store: the signed-in user's own data.
  await page.goto(`${secondHost}${REMOTE_PAGES.account.path}`);
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.account.heading, exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Dane konta', exact: true }).getByRole('textbox', { name: 'Imię' })).toHaveValue('Ewa');

  expect(accountRequests).toContain(`${movedOrigin}/mf-manifest.json`);
  expect(accountRequests.some((url) => url.startsWith(movedOrigin) && url.endsWith('.js'))).toBe(true);
  expect(accountRequests.filter((url) => new URL(url).port === String(ports.account))).toEqual([]);
});
