import { expect, test, type Page } from '../support/test.ts';
import { urls } from '../support/env.ts';
import { REMOTE_PAGES } from '../support/pages.ts';
import { signIn } from '../support/session.ts';

const REMOTE_ORIGINS = [urls.booking, urls.account, urls.wallet, urls.trainer, urls.kiosk];
const footer = (page: Page) => page.getByRole('contentinfo');
const navigation = (page: Page) => page.getByRole('navigation', { name: 'Menu główne' });

test('/login loads no remote at all', async ({ page }) => {
  const remoteRequests: string[] = [];
  page.on('request', (request) => {
    if (REMOTE_ORIGINS.some((origin) => request.url().startsWith(origin))) remoteRequests.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(remoteRequests).toEqual([]);
});

test('each page sets its title, in the current language', async ({ page, context }) => {
  await page.goto('/login');
  await expect(page).toHaveTitle('Logowanie · Venue');
  await page.goto('/no-such-page');
  await expect(page).toHaveTitle('Nie znaleziono strony · Venue');
  await signIn(context);
  await page.goto(REMOTE_PAGES.wallet.path);
  await expect(page).toHaveTitle('Portfel · Venue');
  await page.getByRole('button', { name: /Zmień język/ }).click();
  await expect(page).toHaveTitle('Wallet · Venue');
});

test('navigating scrolls back to the top', async ({ page, context }) => {
  await signIn(context);
  await page.setViewportSize({ width: 1280, height: 300 });
  await page.goto(REMOTE_PAGES.trainer.path);
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.trainer.heading, exact: true })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('link', { name: 'Przejdź do swojego konta' }).click();
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.account.heading, exact: true })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a signed-in user sees the navigation bar with every section, initials, language and theme', async ({ page, context }) => {
  await signIn(context, { firstName: 'Anna', lastName: 'Nowak' });
  await page.goto(REMOTE_PAGES.account.path);
  for (const name of ['Profil', 'Rezerwacje', 'Karnety', 'Powiadomienia', 'Portfel', 'Statystyki']) {
    await expect(navigation(page).getByRole('link', { name, exact: true })).toBeVisible();
  }
  // Only trainers get the trainer profile entry.
  await expect(navigation(page).getByRole('link', { name: 'Profil trenera' })).toHaveCount(0);
  await expect(page.getByRole('img', { name: /Anna Nowak/ })).toHaveText('AN');
  await expect(page.getByRole('button', { name: /Zmień język/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tryb ciemny' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Wyloguj', exact: true })).toBeVisible();
});

test('the footer links to the terms and privacy PDFs, and hides where the spec says', async ({ page, context, request }) => {
  await page.goto('/get-mobile-app');
  await expect(footer(page)).toBeVisible();
  for (const name of ['Regulamin (PDF)', 'Polityka prywatności (PDF)']) {
    const href = await footer(page).getByRole('link', { name }).getAttribute('href');
    const response = await request.get(new URL(href!, urls.host).toString());
    expect(response.status(), href!).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  }
  await expect(footer(page)).toContainText(`© ${new Date().getFullYear()} Venue`);

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  await expect(footer(page)).toHaveCount(0);
  await page.goto(REMOTE_PAGES.kiosk.path);
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.kiosk.heading, exact: true })).toBeVisible();
  await expect(footer(page)).toHaveCount(0);
  await expect(page.getByRole('banner')).toHaveCount(0);

  await signIn(context, { registered: false });
  await page.goto('/complete-registration');
  await expect(page.getByRole('heading', { name: 'Dokończ rejestrację' })).toBeVisible();
  await expect(footer(page)).toHaveCount(0);
});
