// The newcomer's journeys in English and Ukrainian (issues 3, 4 and 13: "in all three languages";
// the other specs drive them in Polish): book a court, pay by BLIK in the sandbox, find the
// reservation, cancel it with a refund to the wallet; the wallet paying a court and withdrawing the
// rest with the SMS code; and the account page with a saved game level. Each step is checked for its own texts in the language, so a Polish fallback fails the
// test, and for raw i18n keys. Venue 1's padel courts, 14–15 days ahead, one court per language:
// no other spec books there.
import type { Locator } from '@playwright/test';
import { readSmsCode } from '../../scripts/lib/dev-login.mjs';
import { expect, test, type Page } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { urls } from '../support/env.ts';
import { ENGLISH, UKRAINIAN, expectNoRawKeys, moneyIn, storeLanguageChoice } from '../support/languages.ts';
import { signIn } from '../support/session.ts';
import { bookOnline, refundToWallet } from '../support/wallet.ts';
import { dayInStrip, freeSlotsOf } from '../support/slot-picker.ts';

const VENUE_ID = 1;
const SERVICE_FEE = 198;

interface CreatedReservation {
  readonly id: number;
  readonly base_price: number;
  readonly discount: number;
}

const cases = [
  { lang: ENGLISH, court: 'Kort padel 1', daysAhead: 14, walletDaysAhead: 26 },
  { lang: UKRAINIAN, court: 'Kort padel 2', daysAhead: 15, walletDaysAhead: 27 },
] as const;

/** The wallet journey's venue (Malta Racket Club): its squash courts, 26–27 days ahead, a day per language. */
const WALLET_VENUE_ID = 5;
const IBAN = '61 1090 1014 0000 0712 1981 2874';

/** A controlled box turns checked a moment after the click (the choice goes through the URL). */
async function choose(locator: Locator): Promise<void> {
  await locator.click();
  await expect(locator).toBeChecked();
}

/** The summary's money rows read "<term><amount>" as text: the term right before the amount. */
const row = (term: string, amount: string) => `${term}${amount}`;

for (const { lang, court, daysAhead, walletDaysAhead } of cases) {
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

    test('the wallet shows the refunds, pays a court and withdraws the rest with the SMS code, saying when it arrives', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const t = lang.wallet;
      const money = (grosze: number) => moneyIn(lang, grosze);
      const session = await signIn(context, { firstName: 'Anna', lastName: 'Nowak' });
      const day = { venueId: WALLET_VENUE_ID, daysAhead: walletDaysAhead };
      await refundToWallet(session, { ...day, courtIndex: 0, fromLocal: '10:00' });
      await refundToWallet(session, { ...day, courtIndex: 0, fromLocal: '12:00' });
      const { available } = await api<{ available: number }>(session, 'GET', '/users/user_wallet');

      await page.goto('/wallet');
      await expect(page.locator('html')).toHaveAttribute('lang', lang.htmlLang);
      await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
      await expect(page.locator('[data-balance="available"]')).toContainText(money(available));
      await expect(page.locator('[data-type="refund_cancellation"]')).toHaveCount(2);
      await expect(page.locator('[data-type="refund_cancellation"]').first()).toContainText(t.refundInTime);
      await expectNoRawKeys(page, 'the wallet');

      // A court paid from the wallet alone, on its details page.
      const court = await bookOnline(session, { ...day, courtIndex: 1, fromLocal: '10:00' });
      await page.goto(`/reservation/${WALLET_VENUE_ID}/details/${court.id}`);
      await page.getByRole('checkbox', { name: t.payFromWallet(money(available)) }).check();
      await expect(page.getByText(t.coversAll(money(court.price)), { exact: false })).toBeVisible();
      await page.getByRole('button', { name: t.payButton(money(court.price)) }).click();
      await expect(page.getByRole('heading', { level: 2, name: lang.booking.paymentSuccess })).toBeVisible();
      await expectNoRawKeys(page, 'the status of a payment from the wallet');

      // The rest goes to the bank, confirmed with the SMS code from the dev outbox.
      const rest = available - court.price;
      await page.goto('/wallet');
      await expect(page.locator('[data-balance="available"]')).toContainText(money(rest));
      await page.getByRole('button', { name: t.start }).click();
      await page.getByRole('textbox', { name: t.amount }).fill((rest / 100).toFixed(2).replace('.', ','));
      await page.getByRole('textbox', { name: t.iban }).fill(IBAN);
      await expect(page.getByRole('textbox', { name: t.owner })).toHaveValue('Anna Nowak');
      await page.getByRole('button', { name: t.next }).click();
      const section = page.getByRole('region', { name: t.withdrawalRegion });
      const since = new Date(Date.now() - 1000);
      await section.getByRole('button', { name: t.sendCode }).click();
      const code = await readSmsCode(urls.apiBase, session.phone.e164, { since });
      await page.getByLabel(t.code, { exact: true }).fill(code);
      await page.getByRole('button', { name: t.confirm }).click();
      await expect(section.getByText(t.confirmed)).toBeVisible();
      const [withdrawal] = await api<{ expected_arrival_date: string | null }[]>(session, 'GET', '/users/user_wallet/withdrawals');
      const arrival = section.locator(`[data-arrival="${withdrawal?.expected_arrival_date}"]`).first();
      await expect(arrival).toContainText(t.arrivalPrefix);
      await expectNoRawKeys(page, 'the confirmed withdrawal');
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
