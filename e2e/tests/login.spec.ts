// Signing in against the real backend. What the code step checks on its own (a malformed code never
// sent, the field's autofill attributes) is proven in host/src/features/auth/login-page.test.tsx.
import { expect, test } from '../support/test.ts';
import { readSmsCode } from '../../scripts/lib/dev-login.mjs';
import { urls } from '../support/env.ts';
import { completeRegistration, expectCodeStep, requestCode, signInThroughForm, submitCode } from '../support/login-form.ts';
import { FAILING_SMS_PHONE, freshPhone } from '../support/phone.ts';
import { signIn } from '../support/session.ts';

const authCookie = async (page: import('@playwright/test').Page) =>
  (await page.context().cookies(urls.host)).find((cookie) => cookie.name === 'auth_token');

test('a new user signs in with the SMS code from the dev outbox, completes registration and lands on /your-account', async ({ page }) => {
  await page.addInitScript(() => {
    // Records what the page writes to document.cookie, then writes it as usual.
    const writes: string[] = [];
    Object.assign(window, { e2eCookieWrites: writes });
    const property = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      get: () => property.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        property.set!.call(document, value);
      },
    });
  });
  const phone = freshPhone();
  await signInThroughForm(page, phone);

  await expect(page).toHaveURL(`${urls.host}/complete-registration`);
  await completeRegistration(page, { firstName: 'Zofia', lastName: 'Wiśniewska', email: `zofia.${phone.national}@example.com` });

  await expect(page).toHaveURL(`${urls.host}/your-account`);
  const cookie = await authCookie(page);
  expect(cookie?.value).toBeTruthy();
  expect(cookie?.sameSite).toBe('Lax');
  // The app asks for 730 days; Chromium keeps a cookie at most 400 days, so read what was asked.
  const written = await page.evaluate(() => (window as unknown as { e2eCookieWrites: string[] }).e2eCookieWrites);
  expect(written.find((c) => c.startsWith('auth_token=') && !c.startsWith('auth_token=;'))).toMatch(/Max-Age=63072000(;|$)/);
  const stored = await page.evaluate(
    () => JSON.parse(localStorage.getItem('user') ?? 'null') as { first_name: string; phone_number: string } | null,
  );
  expect(stored).toMatchObject({ first_name: 'Zofia', phone_number: phone.e164 });
  await expect(page.getByRole('img', { name: /Zofia Wiśniewska/ })).toHaveText('ZW');
});

test('a wrong code is refused with "Błędny kod SMS. Spróbuj ponownie."', async ({ page }) => {
  const phone = freshPhone();
  const since = await requestCode(page, phone);
  await expectCodeStep(page);
  const code = await readSmsCode(urls.apiBase, phone.e164, { since });
  const wrong = String((Number(code) + 1) % 10_000).padStart(4, '0');
  await submitCode(page, wrong);
  await expect(page.getByText('Błędny kod SMS. Spróbuj ponownie.')).toBeVisible();
  await expect(page).toHaveURL(`${urls.host}/login`);
  // The right code still works afterwards.
  await submitCode(page, code);
  await expect(page).toHaveURL(`${urls.host}/complete-registration`);
});

test('a failed SMS shows "Wystąpił błąd podczas wysyłania kodu SMS. Spróbuj ponownie."', async ({ page }) => {
  await requestCode(page, FAILING_SMS_PHONE);
  await expect(page.getByText('Wystąpił błąd podczas wysyłania kodu SMS. Spróbuj ponownie.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
});

test('logout clears the cookie and the stored user and returns to /login', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/your-account');
  await expect(page).toHaveURL(`${urls.host}/your-account`);
  await page.getByRole('button', { name: 'Wyloguj', exact: true }).click();

  await expect(page).toHaveURL(`${urls.host}/login`);
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  // Signed out by the user, not by the server: no "session expired" notice.
  await expect(page.getByText('Twoja sesja wygasła')).toHaveCount(0);
  expect(await authCookie(page)).toBeUndefined();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  // Signed out for good: an auth route now sends the visitor to /login.
  await page.goto('/your-account');
  await expect(page).toHaveURL(`${urls.host}/login`);
});
