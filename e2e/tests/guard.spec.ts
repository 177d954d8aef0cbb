// The guard against the real backend's sessions. Where a visitor (no session at all) is sent is the
// host's own routing, proven in host/src/app/app-routes.test.tsx ("root and guard").
import { expect, test } from '../support/test.ts';
import { urls } from '../support/env.ts';
import { createSession, signIn, useSession } from '../support/session.ts';

test.describe('a signed-in user', () => {
  test('opening /login is sent to /your-account', async ({ page, context }) => {
    await signIn(context);
    await page.goto('/login');
    await expect(page).toHaveURL(`${urls.host}/your-account`);
  });

  test('opening / is sent to /your-account', async ({ page, context }) => {
    await signIn(context);
    await page.goto('/');
    await expect(page).toHaveURL(`${urls.host}/your-account`);
  });

  test('with a new account is sent to /complete-registration first', async ({ page, context }) => {
    await signIn(context, { registered: false });
    await page.goto('/wallet');
    await expect(page).toHaveURL(`${urls.host}/complete-registration`);
  });
});

test.describe('a session the backend no longer accepts', () => {
  const refreshFailed = 'Nie udało się odświeżyć danych użytkownika';

  test('a revoked token: toast, logged out, back on /login', async ({ page, context }) => {
    const session = await createSession();
    await useSession(context, session);
    const revoke = await fetch(`${urls.apiBase}/users/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(revoke.status).toBe(204);

    await page.goto('/your-account');
    await expect(page.getByText(refreshFailed)).toBeVisible();
    await expect(page).toHaveURL(`${urls.host}/login`);
    await expect(page.getByRole('status').filter({ hasText: 'Twoja sesja wygasła. Zaloguj się ponownie.' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
    expect((await context.cookies(urls.host)).some((c) => c.name === 'auth_token')).toBe(false);
  });

  test('a garbage token: toast, logged out, back on /login', async ({ page, context }) => {
    const session = await createSession();
    await useSession(context, { ...session, token: 'not-a-token' });
    await page.goto('/my-reservations');
    await expect(page.getByText(refreshFailed)).toBeVisible();
    await expect(page).toHaveURL(`${urls.host}/login`);
  });
});
