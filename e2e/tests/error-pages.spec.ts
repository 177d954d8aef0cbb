import { expect, test } from '../support/test.ts';
import { urls } from '../support/env.ts';

// The not-found page opened directly (its back button goes home, then to /login) is proven in
// host/src/app/app-routes.test.tsx; here, what only a real browser shows: history, reloads, offline.

/**
 * A client-side navigation without reloading the page, as the router's links do it: a new
 * history entry one step further (`idx` is where the router counts its own entries).
 */
async function navigateInApp(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const previous = (history.state ?? {}) as { idx?: number };
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: (previous.idx ?? 0) + 1 };
    history.pushState(state, '', to);
    dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
}

test('an unknown path shows the not-found page, whose button goes back', async ({ page }) => {
  await page.goto('/get-mobile-app');
  await expect(page.getByRole('heading', { name: 'Pobierz aplikację mobilną' })).toBeVisible();
  await navigateInApp(page, '/no/such/page');
  await expect(page.getByRole('heading', { name: 'Aut! Piłka poza kortem!' })).toBeVisible();
  await expect(page).toHaveTitle(/Nie znaleziono strony/);
  await page.getByRole('button', { name: 'Wróć' }).click();
  await expect(page).toHaveURL(`${urls.host}/get-mobile-app`);
});

test('/500 shows the server-error page, whose retry reloads', async ({ page }) => {
  await page.goto('/500');
  await expect(page.getByRole('heading', { name: 'Ups! Serwer potrzebuje przerwy technicznej' })).toBeVisible();
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await reloaded;
  await expect(page.getByRole('heading', { name: 'Ups! Serwer potrzebuje przerwy technicznej' })).toBeVisible();
});

test('a page whose code cannot be fetched sends the router to /500, and retry recovers', async ({ page, context }) => {
  // Load the shell and the error page's code first, as a visitor who has used the app would.
  await page.goto('/500');
  await expect(page.getByRole('heading', { name: 'Ups! Serwer potrzebuje przerwy technicznej' })).toBeVisible();
  await navigateInApp(page, '/login');
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();

  await context.setOffline(true);
  await navigateInApp(page, '/get-mobile-app');
  await expect(page.getByRole('heading', { name: 'Ups! Serwer potrzebuje przerwy technicznej' })).toBeVisible();
  await expect(page).toHaveURL(`${urls.host}/500`);

  await context.setOffline(false);
  await page.getByRole('button', { name: 'Spróbuj ponownie' }).click();
  await expect(page.getByRole('heading', { name: 'Pobierz aplikację mobilną' })).toBeVisible();
  await expect(page).toHaveURL(`${urls.host}/get-mobile-app`);
});
