// The newcomer's journeys in English and Ukrainian (issues 3 and 4: "in all three languages"; the
// other specs drive them in Polish): book a court, pay by BLIK in the sandbox, find the
// reservation, cancel it with a refund to the wallet; and the account page with a saved game
// level. Each step is checked for its own texts in the language, so a Polish fallback fails the
// test, and for raw i18n keys. Venue 1's padel courts, 14–15 days ahead, one court per language:
// no other spec books there.
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { urls } from '../support/env.ts';
import { ENGLISH, UKRAINIAN, expectNoRawKeys, moneyIn, storeLanguageChoice } from '../support/languages.ts';
import { signIn } from '../support/session.ts';
import { dayInStrip, freeSlotsOf } from '../support/slot-picker.ts';

const VENUE_ID = 1;
const SERVICE_FEE = 198;

interface CreatedReservation {
  readonly id: number;
  readonly base_price: number;
  readonly discount: number;
}

const cases = [
  { lang: ENGLISH, court: 'Kort padel 1', daysAhead: 14 },
  { lang: UKRAINIAN, court: 'Kort padel 2', daysAhead: 15 },
] as const;

/** A controlled box turns checked a moment after the click (the choice goes through the URL). */
async function choose(locator: Locator): Promise<void> {
  await locator.click();
  await expect(locator).toBeChecked();
}

/** The summary's money rows read "<term><amount>" as text: the term right before the amount. */
const row = (term: string, amount: string) => `${term}${amount}`;

for (const { lang, court, daysAhead } of cases) {
  test.describe(`in ${lang.language} (${lang.chosenBy.stored ? 'stored choice' : `browser language ${lang.chosenBy.browserLocale}`})`, () => {
    test.use({ locale: lang.chosenBy.browserLocale });

    test.beforeEach(async ({ context }) => {
      if (lang.chosenBy.stored) await storeLanguageChoice(context, lang.language);
    });

    test('a newcomer books a court, pays by BLIK, finds the reservation, cancels it and is refunded to the wallet', async ({
      page,
      context,
    }) => {
      const t = lang.booking;
      const money = (grosze: number) => moneyIn(lang, grosze);
      // Money reads the Polish way in every language ("1,98 zł", shared/i18n formatMoney), never "zł 1.98".
      expect(money(SERVICE_FEE)).toBe('1,98\u00a0zł');
      const session = await signIn(context);

      await page.goto(`/reservation/${VENUE_ID}`);
      await expect(page).toHaveURL(`${urls.host}/reservation/${VENUE_ID}/courts`);
      await expect(page.locator('html')).toHaveAttribute('lang', lang.htmlLang);
      await expect(page.getByRole('heading', { level: 2, name: t.chooseTime })).toBeVisible();
      await choose(page.getByRole('radio', { name: t.padel }));
      await page.getByRole('combobox', { name: t.court, exact: true }).selectOption({ label: court });
      await choose(dayInStrip(page, venueDay(daysAhead)));
      // Starts half an hour apart: repeats (--repeat-each) keep two hours apart so they never overlap.
      const slot = freeSlotsOf(page, court).nth(test.info().repeatEachIndex * 4);
      await slot.click();
      await expect(slot).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByText(t.timezoneNote)).toBeVisible();
      await expectNoRawKeys(page, 'the slot step');

      await page.getByRole('button', { name: t.reserve, exact: true }).click();
      await expect(page.getByRole('heading', { level: 2, name: t.optionsHeading })).toBeFocused();
      await choose(page.getByRole('radio', { name: t.payOnline }));
      await choose(page.getByRole('checkbox', { name: `Regulamin obiektu ${t.required}` }));
      await choose(
        page.getByRole('checkbox', { name: `Zgoda na przetwarzanie danych osobowych w celu realizacji rezerwacji ${t.required}` }),
      );
      await expectNoRawKeys(page, 'the options step');
      await page.getByRole('button', { name: t.toSummary }).click();

      await expect(page.getByRole('heading', { level: 2, name: t.summaryHeading })).toBeFocused();
      await expect(page.getByRole('main').locator('dl').filter({ hasText: t.serviceFee })).toContainText(
        row(t.serviceFee, money(SERVICE_FEE)),
      );
      await choose(page.getByRole('radio', { name: /BLIK/ }));
      await page.getByLabel(t.blikCode).fill('777123');
      await expectNoRawKeys(page, 'the summary step');
      const booked = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url() === `${urls.apiBase}/users/reservation`,
      );
      await page.getByRole('button', { name: t.reserveAndPay }).click();
      const reservation = ((await (await booked).json()) as { reservations: CreatedReservation[] }).reservations[0];
      if (!reservation) throw new Error('No reservation in the booking answer');
      const refund = reservation.base_price - reservation.discount;

      await expect(page).toHaveURL(new RegExp(`^${urls.host}/payment-status/\\d+$`));
      await expect(page.getByRole('heading', { level: 2, name: t.paymentSuccess })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(t.paymentSuccessText)).toBeVisible();
      await expectNoRawKeys(page, 'the payment status');

      await page.getByRole('main').getByRole('link', { name: t.myReservations }).click();
      await expect(page.getByRole('heading', { level: 1, name: t.myReservations })).toBeVisible();
      await expect(page.getByText(t.foundOne)).toBeVisible();
      const listed = page.locator(`[data-reservation-id="${reservation.id}"]`);
      await expect(listed).toContainText(court);
      await expect(listed.locator('[data-state]')).toHaveText(t.active);
      await expect(listed.locator('[data-payment-status]')).toHaveText(t.paid);
      await expectNoRawKeys(page, 'My reservations');
      await listed.getByRole('link', { name: new RegExp(`^${t.details}`) }).click();

      await expect(page).toHaveURL(`${urls.host}/reservation/${VENUE_ID}/details/${reservation.id}`);
      await expect(page.getByRole('heading', { level: 1, name: t.detailsHeading })).toBeVisible();
      await expectNoRawKeys(page, 'the reservation details');
      await page.getByRole('button', { name: t.cancelOpen }).click();
      const confirm = page.getByRole('region', { name: t.cancelQuestion });
      await expect(confirm).toContainText(t.freeUntilPrefix);
      await expect(confirm).toContainText(t.refundPromise(money(refund)));
      await expect(confirm).toContainText(t.feeNotRefunded);
      await expectNoRawKeys(page, 'the cancel question');
      await confirm.getByRole('button', { name: t.confirmCancel }).click();

      await expect(page.getByText(t.cancelledWithRefund(money(refund)))).toBeVisible();
      await expect(page.getByRole('region', { name: t.reservationFacts, exact: true }).locator('[data-state]')).toHaveText(t.cancelled);
      await expect(page.getByRole('button', { name: t.cancelOpen })).toHaveCount(0);
      await expectNoRawKeys(page, 'the cancelled reservation');

      await page.getByRole('link', { name: t.backToList }).click();
      // The filters start collapsed; none is active yet, so the button is the bare word.
      const filters = page.getByRole('button', { name: t.filters, exact: true });
      await expect(filters).toHaveAttribute('aria-expanded', 'false');
      await filters.click();
      // The filter lives in the URL: the box shows ticked once that navigation has rendered, which
      // under load can be after `check()` has given up looking, so click and wait for the state.
      const showCancelled = page.getByRole('checkbox', { name: t.showCancelled });
      await showCancelled.click();
      await expect(showCancelled).toBeChecked();
      await expect(page.getByRole('button', { name: `${t.filters} (1)`, exact: true })).toHaveAttribute('aria-expanded', 'true');
      await expect(page.locator(`[data-reservation-id="${reservation.id}"] [data-state]`)).toHaveText(t.cancelled);
      await expectNoRawKeys(page, 'My reservations with the cancelled ones');

      const log = await api<{ items: { type: string; amount: number; reservation_id: number | null }[] }>(
        session,
        'GET',
        '/users/user_wallet/transaction_log',
      );
      expect(log.items).toContainEqual(
        expect.objectContaining({ type: 'refund_cancellation', amount: refund, reservation_id: reservation.id }),
      );
    });

    test('the account page shows every section and confirms a saved game level', async ({ page, context }) => {
      const t = lang.account;
      await signIn(context);
      await page.goto('/your-account');
      await expect(page.locator('html')).toHaveAttribute('lang', lang.htmlLang);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expectSections(page, t.sections);
      await expect(page.getByRole('navigation', { name: t.sectionNav }).getByRole('link')).toHaveText([...t.sections]);

      const levels = page.getByRole('region', { name: t.gameLevels, exact: true });
      await levels.getByRole('combobox', { name: t.squash }).selectOption('3');
      await expect(levels.getByRole('combobox', { name: t.squash }).locator('option:checked')).toHaveText(t.advancedOption);
      await expect(levels.getByRole('combobox', { name: t.tennis })).toBeVisible();
      await levels.getByRole('button', { name: t.saveGameLevels }).click();
      await expect(levels.getByText(t.gameLevelsSaved)).toBeVisible();
      await expectNoRawKeys(page, 'the account page');
    });
  });
}

/** Each section is a region named by its h2, in this order. */
async function expectSections(page: Page, titles: readonly string[]): Promise<void> {
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([...titles]);
  for (const title of titles) await expect(page.getByRole('region', { name: title, exact: true })).toBeVisible();
}
