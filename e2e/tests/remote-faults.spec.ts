import { expect, test, type Page } from '../support/test.ts';
import { urls } from '../support/env.ts';
import { completeRegistration, signInThroughForm } from '../support/login-form.ts';
import { REMOTE_PAGES, REMOTE_UNAVAILABLE, RETRY } from '../support/pages.ts';
import { freshPhone } from '../support/phone.ts';
import { signIn } from '../support/session.ts';

const walletManifest = `${urls.wallet}/mf-manifest.json`;
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });

test.describe('a remote whose manifest cannot be fetched', () => {
  test('empties only its own routes; the others keep working and retry loads it once it is back', async ({ page, context }) => {
    await signIn(context);
    await page.route(walletManifest, (route) => route.abort('connectionrefused'));

    await page.goto(REMOTE_PAGES.wallet.path);
    await expect(heading(page, REMOTE_UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('button', { name: RETRY })).toBeVisible();
    // The shell around it still works: another remote through the navigation bar.
    await page.getByRole('link', { name: REMOTE_PAGES.account.navLink, exact: true }).click();
    await expect(heading(page, REMOTE_PAGES.account.heading)).toBeVisible();
    await page.getByRole('link', { name: REMOTE_PAGES.booking.navLink, exact: true }).click();
    await expect(heading(page, REMOTE_PAGES.booking.heading)).toBeVisible();
    await page.getByRole('link', { name: REMOTE_PAGES.wallet.navLink, exact: true }).click();
    await expect(heading(page, REMOTE_UNAVAILABLE)).toBeVisible();

    await page.unroute(walletManifest);
    await page.getByRole('button', { name: RETRY }).click();
    await expect(heading(page, REMOTE_PAGES.wallet.heading)).toBeVisible();
    await expect(heading(page, REMOTE_UNAVAILABLE)).toHaveCount(0);
  });

  test('does not stop a new user from signing in', async ({ page }) => {
    for (const remote of ['wallet', 'booking', 'trainer', 'kiosk'] as const) {
      await page.route(`${urls[remote]}/mf-manifest.json`, (route) => route.abort('connectionrefused'));
    }
    const phone = freshPhone();
    await signInThroughForm(page, phone);
    await completeRegistration(page, { firstName: 'Jan', lastName: 'Kowalski', email: `jan.${phone.national}@example.com` });
    await expect(page).toHaveURL(`${urls.host}${REMOTE_PAGES.account.path}`);
    await expect(heading(page, REMOTE_PAGES.account.heading)).toBeVisible();
  });
});

/**
 * A broken release of the wallet: a container that keeps the federation protocol and the
 * routes contract, but whose page throws while rendering. Published beside the good one
 * and switched on through the runtime config, as a bad deployment would be.
 */
const BROKEN_RELEASE = `${urls.wallet}/releases/broken/remoteEntry.js`;
const BROKEN_CONTAINER = `
  (function () {
    var text = { title: { wallet: 'Portfel' } };
    var routesModule = {
      remote: 'wallet',
      translations: { pl: text, en: { title: { wallet: 'Wallet' } }, uk: { title: { wallet: 'Гаманець' } } },
      pages: {
        wallet: function WalletPage() {
          // Broken for good, or (when the test says so) only until the fault is cleared.
          if (self.e2eWalletFault !== false) throw new Error('wallet release is broken');
          return 'wallet page rendered again';
        },
      },
    };
    self.wallet = {
      init: function () { return Promise.resolve(); },
      get: function (request) {
        if (request !== './routes') return Promise.reject(new Error('no module ' + request));
        return Promise.resolve(function () { return { __esModule: true, default: routesModule }; });
      },
    };
  })();
`;

async function deployBrokenWallet(page: Page): Promise<void> {
  await page.route(BROKEN_RELEASE, (route) => route.fulfill({ contentType: 'text/javascript', body: BROKEN_CONTAINER }));
  await page.route(`${urls.host}/config.json`, async (route) => {
    const response = await route.fetch();
    const config = (await response.json()) as { remotes: Record<string, string> };
    await route.fulfill({ response, json: { ...config, remotes: { ...config.remotes, wallet: BROKEN_RELEASE } } });
  });
}

test.describe('a remote whose page throws while rendering', () => {
  test('shows the fallback on its own route only; rolling the config back restores it', async ({ page, context }) => {
    await signIn(context);
    await deployBrokenWallet(page);
    const pageErrors: string[] = [];
    page.on('pageerror', (error) => pageErrors.push(error.message));

    await page.goto(REMOTE_PAGES.wallet.path);
    await expect(heading(page, REMOTE_UNAVAILABLE)).toBeVisible();
    await expect(page.getByRole('button', { name: RETRY })).toBeVisible();
    await expect(page.getByRole('navigation')).toBeVisible();

    await page.getByRole('link', { name: REMOTE_PAGES.account.navLink, exact: true }).click();
    await expect(heading(page, REMOTE_PAGES.account.heading)).toBeVisible();
    await page.goto('/get-mobile-app');
    await expect(heading(page, 'Pobierz aplikację mobilną')).toBeVisible();
    await page.goto('/my-reservations');
    await expect(heading(page, REMOTE_PAGES.booking.heading)).toBeVisible();

    // Roll back: the config names the good release again; the next load picks it up.
    await page.unroute(`${urls.host}/config.json`);
    await page.goto(REMOTE_PAGES.wallet.path);
    await expect(heading(page, REMOTE_PAGES.wallet.heading)).toBeVisible();
    expect(pageErrors.filter((message) => !message.includes('wallet release is broken'))).toEqual([]);
  });
});

test.describe('a remote page that throws until its fault clears', () => {
  test('retry renders it again, without reloading the shell', async ({ page, context }) => {
    await signIn(context);
    await deployBrokenWallet(page);
    await page.goto(REMOTE_PAGES.wallet.path);
    await expect(heading(page, REMOTE_UNAVAILABLE)).toBeVisible();
    await page.evaluate(() => Object.assign(self, { e2eWalletFault: false, e2eMarker: 'no reload' }));

    await page.getByRole('button', { name: RETRY }).click();
    await expect(page.getByText('wallet page rendered again')).toBeVisible();
    await expect(heading(page, REMOTE_UNAVAILABLE)).toHaveCount(0);
    expect(await page.evaluate(() => (self as unknown as { e2eMarker?: string }).e2eMarker)).toBe('no reload');
  });
});
