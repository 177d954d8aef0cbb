// The /login form as a user drives it (Polish default texts).
import { expect, type Page } from '@playwright/test';
import { readSmsCode } from '../../scripts/lib/dev-login.mjs';
import { urls } from './env.ts';
import type { Phone } from './phone.ts';

export async function requestCode(page: Page, phone: Pick<Phone, 'national'>): Promise<Date> {
  await page.goto('/login');
  await page.getByLabel('Numer telefonu', { exact: true }).fill(phone.national);
  // The outbox keeps every message; only those sent after this moment belong to this attempt.
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Wyślij kod SMS' }).click();
  return since;
}

export async function expectCodeStep(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Wpisz kod z SMS-a' })).toBeVisible();
}

/** Enters the code; the 4th digit submits it, no button pressed (SmsCodeForm's autoSubmitLength). */
export async function submitCode(page: Page, code: string): Promise<void> {
  await page.getByLabel('Kod z SMS-a', { exact: true }).fill(code);
}

/** Phone step, the code read from the dev outbox, code step. */
export async function signInThroughForm(page: Page, phone: Phone): Promise<void> {
  const since = await requestCode(page, phone);
  await expectCodeStep(page);
  await submitCode(page, await readSmsCode(urls.apiBase, phone.e164, { since }));
}

export async function completeRegistration(page: Page, profile: { firstName: string; lastName: string; email: string }): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Dokończ rejestrację' })).toBeVisible();
  await page.getByLabel('Imię', { exact: true }).fill(profile.firstName);
  await page.getByLabel('Nazwisko', { exact: true }).fill(profile.lastName);
  await page.getByLabel('Adres e-mail', { exact: true }).fill(profile.email);
  await page.getByRole('button', { name: 'Zapisz i przejdź dalej' }).click();
}
