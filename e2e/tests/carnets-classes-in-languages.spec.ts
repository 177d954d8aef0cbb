// Carnets and classes in English and Ukrainian (issues 15 and 16: "in all three languages"; the
// other specs drive them in Polish). A newcomer signed in through the API buys Warszawa's entry
// carnet by BLIK in the sandbox and finds it in My carnets, then signs up on site for a class from
// the venue's Classes tab and finds it under My reservations' Single classes. Each step is checked
// for its own texts in the language, so a Polish fallback fails, and for raw i18n keys.
// The class is the demo's single-date "Otwarty trening padla" (10 days ahead, 12 places): the
// classes spec signs up only for weekly classes within the next 8 days.
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { CARNET_VENUE_ID, ENTRY_CARNET, VALUE_CARNET, acceptRegulations, choose, venueTerms } from '../support/carnets.ts';
import { urls } from '../support/env.ts';
import { ENGLISH, UKRAINIAN, expectNoRawKeys, moneyIn, storeLanguageChoice, type LanguageUnderTest } from '../support/languages.ts';
import { signIn } from '../support/session.ts';

const VENUE_ID = CARNET_VENUE_ID;
const CLASS_NAME = 'Otwarty trening padla';

interface CarnetType {
  readonly name: string;
  readonly value: number;
  readonly price: number;
  readonly duration_days: number;
}

interface Occurrence {
  readonly id: number;
  readonly name: string;
  readonly start_time: string;
  readonly free_places: number | null;
  readonly cancelled: boolean;
  readonly price_lists: { name: string; price: number }[];
}

/** The venue's day (YYYY-MM-DD, Warsaw) an instant falls on. */
const warsawDay = (instant: string) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Warsaw' }).format(new Date(instant));

/** The class's upcoming occurrence past the classes spec's days (9 to 30 days ahead). */
async function openClass(): Promise<Occurrence> {
  const start = new Date(`${venueDay(9)}T00:00:00Z`).toISOString();
  const end = new Date(`${venueDay(30)}T00:00:00Z`).toISOString();
  const all = await api<Occurrence[]>(
    null,
    'GET',
    `/marketplace/venue/venue_group_classes/${VENUE_ID}?start_time=${encodeURIComponent(start)}&end_time=${encodeURIComponent(end)}`,
  );
  const found = all.find((item) => item.name === CLASS_NAME && !item.cancelled && (item.free_places ?? 1) > 0);
  if (!found) throw new Error(`No ${CLASS_NAME} with room at venue ${VENUE_ID} 9–30 days ahead`);
  return found;
}

async function carnetType(name: string): Promise<CarnetType> {
  const types = await api<CarnetType[]>(null, 'GET', `/marketplace/venue/carnet_type/${VENUE_ID}`);
  const type = types.find((item) => item.name === name);
  if (!type) throw new Error(`${name} is not on sale at venue ${VENUE_ID}`);
  return type;
}

/** The badge's count, and the badge saying it with the language's plural form ("12 free places", "12 вільних місць"). */
async function expectFreePlaces(lang: LanguageUnderTest, badge: Locator): Promise<void> {
  const text = (await badge.textContent()) ?? '';
  const count = Number(/\d+/.exec(text)?.[0]);
  expect(count, `a number of free places in "${text}"`).toBeGreaterThan(0);
  await expect(badge).toHaveText(lang.classes.freePlaces(count));
}

for (const lang of [ENGLISH, UKRAINIAN]) {
  test.describe(`in ${lang.language} (${lang.chosenBy.stored ? 'stored choice' : `browser language ${lang.chosenBy.browserLocale}`})`, () => {
    test.use({ locale: lang.chosenBy.browserLocale });

    test.beforeEach(async ({ context }) => {
      if (lang.chosenBy.stored) await storeLanguageChoice(context, lang.language);
    });

    test('a newcomer buys an entry carnet by BLIK and sees it in My carnets, then signs up for a class on site and finds it', async ({
      page,
      context,
    }) => {
      test.setTimeout(60_000);
      const money = (grosze: number) => moneyIn(lang, grosze);
      const [entry, value, terms, occurrence] = await Promise.all([
        carnetType(ENTRY_CARNET),
        carnetType(VALUE_CARNET),
        venueTerms(VENUE_ID),
        openClass(),
      ]);
      await signIn(context);

      await test.step('the carnets on sale', async () => {
        const t = lang.carnets;
        await page.goto(`/carnets/${VENUE_ID}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang.htmlLang);
        await expect(page.getByRole('heading', { level: 1, name: t.heading })).toBeVisible();
        const offer = page.getByRole('article', { name: ENTRY_CARNET });
        await expect(offer).toContainText(t.entryKind);
        await expect(offer).toContainText(t.entries(entry.value));
        await expect(offer).toContainText(money(entry.price));
        await expect(offer).toContainText(t.validity(entry.duration_days));
        await expect(offer).toContainText(t.workdays('07:00', '16:00'));
        const valueOffer = page.getByRole('article', { name: VALUE_CARNET });
        await expect(valueOffer).toContainText(t.valueKind);
        await expect(valueOffer).toContainText(money(value.value));
        await expect(valueOffer).toContainText(money(value.price));
        await expect(valueOffer).toContainText(t.validity(value.duration_days));
        await expectNoRawKeys(page, 'the carnets on sale');

        // Buying it: the venue's regulations, then BLIK in the sandbox (a newcomer's wallet is empty).
        await offer.getByRole('button', { name: t.buy }).click();
        const form = page.getByRole('region', { name: t.buying(ENTRY_CARNET) });
        await expect(form.getByRole('heading', { level: 3 })).toBeFocused();
        await expect(form).toContainText(t.usableOncePaid(t.entries(entry.value)));
        await acceptRegulations(form, terms.regulations, lang.booking.required);
        await choose(form.getByRole('radio', { name: 'BLIK' }));
        await form.getByLabel(lang.booking.blikCode).fill('777123');
        await expectNoRawKeys(page, 'the carnet purchase form');
        await form.getByRole('button', { name: t.pay(money(entry.price + terms.serviceFee)) }).click();

        await expect(page).toHaveURL(new RegExp(`^${urls.host}/payment-status/\\d+$`));
        await expect(page.getByRole('heading', { level: 2, name: lang.booking.paymentSuccess })).toBeVisible({ timeout: 20_000 });
        await expect(page.getByText(t.paid(ENTRY_CARNET))).toBeVisible();
        await expectNoRawKeys(page, 'the carnet payment status');
      });

      await test.step('My carnets', async () => {
        const t = lang.carnets;
        await page.getByRole('main').getByRole('link', { name: t.toMyCarnets }).click();
        await expect(page).toHaveURL(`${urls.host}/my-carnets`);
        await expect(page.getByRole('heading', { level: 1, name: t.myCarnets })).toBeVisible();
        const mine = page.getByRole('article', { name: ENTRY_CARNET });
        await expect(mine.getByTestId('carnet-state')).toHaveText(t.available);
        await expect(mine).toContainText(t.left(t.entries(entry.value)));
        await expect(mine).toContainText(t.entryKind);
        await expect(mine).toContainText(t.notUsedYet);
        await expectNoRawKeys(page, 'My carnets');
      });

      await test.step('signing up for a class on site', async () => {
        const t = lang.classes;
        await page.goto(`/reservation/${VENUE_ID}`);
        const tab = page.getByRole('navigation', { name: t.venueMenu }).getByRole('link', { name: t.tab });
        await expect(tab).toBeVisible();
        await tab.click();
        await expect(page).toHaveURL(new RegExp(`^${urls.host}/reservation/${VENUE_ID}/classes`));
        await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
        await choose(page.locator(`input[type="radio"][name="class-day"][value="${warsawDay(occurrence.start_time)}"]`));
        const card = page.getByTestId('class-card').filter({ hasText: CLASS_NAME });
        await expect(card).toContainText(t.beginners);
        await expect(card).toContainText(money(occurrence.price_lists[0]!.price));
        await expectFreePlaces(lang, card.getByText(/^\d+ \D+$/));
        await expectNoRawKeys(page, 'the Classes tab');

        await card.getByRole('button', { name: t.openDetails }).click();
        await expect(page.getByRole('heading', { level: 2, name: CLASS_NAME })).toBeVisible();
        await page.getByRole('button', { name: t.signUp, exact: true }).click();
        await expect(page.getByRole('heading', { level: 3, name: t.formHeading })).toBeVisible();
        await choose(page.getByRole('radio', { name: t.payOnSite }));
        await acceptRegulations(page, terms.regulations, lang.booking.required);
        await expectNoRawKeys(page, 'the class sign-up form');
        await page.getByRole('button', { name: t.next }).click();
        await expect(page.getByRole('heading', { name: t.reviewHeading })).toBeFocused();
        await expectNoRawKeys(page, 'the sign-up summary');
        await page.getByRole('button', { name: t.confirm }).click();
        await expect(page.getByRole('heading', { name: t.doneHeading })).toBeVisible();
        await expect(page.getByText(t.doneOnce)).toBeVisible();
        await expectNoRawKeys(page, 'the signed-up class');
      });

      await test.step('the class under My reservations', async () => {
        const t = lang.classes;
        await page.getByRole('main').getByRole('link', { name: lang.booking.myReservations }).click();
        await expect(page.getByRole('heading', { level: 1, name: lang.booking.myReservations })).toBeVisible();
        await expect(page.getByRole('tab', { name: t.singleClasses })).toHaveAttribute('aria-selected', 'true');
        const list = page.getByRole('list', { name: t.singleClasses });
        await expect(list.getByRole('listitem')).toHaveCount(1);
        await expect(list).toContainText(CLASS_NAME);
        await expect(list.locator('[data-state]')).toHaveText(lang.booking.active);
        await expect(list.locator('[data-payment-status]')).toHaveText(t.unpaid);
        await expectNoRawKeys(page, 'My reservations, Single classes');
      });
    });
  });
}
