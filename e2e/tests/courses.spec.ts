// The venue's Courses tab (issue 27), in Polish and in English: a parent without a child profile
// finds the demo's "Mini tenis dla dzieci" at Warszawa (venue 1) by name, adds a child inside the
// enrolment, skips a date (the per-session price drops by one session), accepts the regulations,
// pays by BLIK in the sandbox, finds the course's sessions in My reservations, and from there
// cancels the enrolment on the child's card in the account. Polish is also
// checked by axe in both themes (list and review), English at a 360 px phone width. The texts are
// copied from the translation files on purpose: importing them would pass with a Polish en.ts.
import { expect, test, type Page } from '../support/test.ts';
import { api } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { acceptRegulations, choose, venueTerms } from '../support/carnets.ts';
import { urls } from '../support/env.ts';
import { ENGLISH, expectNoRawKeys, moneyIn, storeLanguageChoice } from '../support/languages.ts';
import { signIn } from '../support/session.ts';

const VENUE_ID = 1;
const COURSE = 'Mini tenis dla dzieci';

interface Texts {
  readonly language: 'pl' | 'en';
  readonly heading: string;
  readonly name: string;
  readonly details: string;
  readonly enrol: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly gender: string;
  readonly girl: string;
  readonly birthDate: string;
  readonly addChild: string;
  readonly next: string;
  readonly priceHeading: string;
  /** "11 spotkań × 45,00 zł" with the language's plural forms. */
  readonly sessionsLine: (count: number, unit: string) => string;
  readonly blikCode: string;
  readonly enrolAndPay: string;
  readonly paymentSuccess: string;
  readonly myReservations: string;
  readonly participant: (name: string) => string;
  /** My reservations' link from a course session to the child's card, and what the card says. */
  readonly onChildCard: string;
  readonly cardCourses: string;
  readonly paid: string;
  readonly cancelEnrolment: string;
  readonly cancelQuestion: RegExp;
  readonly cancelConfirm: string;
  readonly cancelled: string;
}

const plural = (locale: string, count: number, forms: Partial<Record<Intl.LDMLPluralRule, string>>) =>
  forms[new Intl.PluralRules(locale).select(count)] ?? forms.other ?? '';

const POLISH: Texts = {
  language: 'pl',
  heading: 'Kursy',
  name: 'Nazwa',
  details: 'Szczegóły i zapis',
  enrol: 'Zapisz na kurs',
  firstName: 'Imię',
  lastName: 'Nazwisko',
  gender: 'Płeć',
  girl: 'Dziewczynka',
  birthDate: 'Data urodzenia',
  addChild: 'Dodaj dziecko',
  next: 'Dalej',
  priceHeading: 'Jak liczymy cenę',
  sessionsLine: (count, unit) =>
    `${count} ${plural('pl', count, { one: 'spotkanie', few: 'spotkania', many: 'spotkań', other: 'spotkania' })} × ${unit}`,
  blikCode: 'Kod BLIK',
  enrolAndPay: 'Zapisz i zapłać',
  paymentSuccess: 'Płatność zakończona sukcesem',
  myReservations: 'Moje rezerwacje',
  participant: (name) => `Uczestnik: ${name}`,
  onChildCard: 'Odwołaj zapis na karcie dziecka',
  cardCourses: 'Kursy',
  paid: 'Opłacony',
  cancelEnrolment: 'Odwołaj zapis',
  cancelQuestion: /^Odwołać zapis na kurs Mini tenis dla dzieci/,
  cancelConfirm: 'Tak, odwołaj zapis',
  cancelled: 'Odwołany',
};

const ENGLISH_TEXTS: Texts = {
  language: 'en',
  heading: 'Courses',
  name: 'Name',
  details: 'Details and enrolment',
  enrol: 'Enrol',
  firstName: 'First name',
  lastName: 'Last name',
  gender: 'Gender',
  girl: 'Girl',
  birthDate: 'Date of birth',
  addChild: 'Add the child',
  next: 'Continue',
  priceHeading: 'How the price is made up',
  sessionsLine: (count, unit) => `${count} ${count === 1 ? 'session' : 'sessions'} × ${unit}`,
  blikCode: ENGLISH.booking.blikCode,
  enrolAndPay: 'Enrol and pay',
  paymentSuccess: ENGLISH.booking.paymentSuccess,
  myReservations: ENGLISH.booking.myReservations,
  participant: (name) => `Participant: ${name}`,
  onChildCard: 'Cancel the enrolment on the child’s card',
  cardCourses: 'Courses',
  paid: 'Paid',
  cancelEnrolment: 'Cancel enrolment',
  cancelQuestion: /^Cancel the enrolment in Mini tenis dla dzieci/,
  cancelConfirm: 'Yes, cancel the enrolment',
  cancelled: 'Cancelled',
};

interface ListedCourse {
  readonly id: number;
  readonly name: string;
  readonly price_per_session: number;
  readonly sessions_left: number;
}

/** A birth date that makes the child 6 on every day of the course (its ages are 5–8). */
function birthDateOfSix(): string {
  const today = new Date();
  return `${today.getUTCFullYear() - 6}-01-15`;
}

/** Nothing on the page is wider than a 360 px phone. */
async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll, `sideways scroll on ${where}`).toBeLessThanOrEqual(widths.client);
}

const cases = [
  { texts: POLISH, child: 'Ola', locale: 'pl-PL' },
  { texts: ENGLISH_TEXTS, child: 'Emma', locale: 'en-US' },
] as const;

for (const { texts: t, child, locale } of cases) {
  test.describe(`courses in ${t.language}`, () => {
    test.use({ locale });
    test.beforeEach(async ({ context }) => {
      if (t.language === 'en') await storeLanguageChoice(context, 'en');
    });

    test('a parent finds a course, adds a child inside the enrolment, skips a date, pays by BLIK and sees the sessions in My reservations', async ({
      page,
      context,
    }) => {
      test.setTimeout(90_000);
      const courses = await api<ListedCourse[]>(null, 'GET', `/public/venue/course/${VENUE_ID}`);
      const course = courses.find((item) => item.name === COURSE);
      if (!course) throw new Error(`${COURSE} is not listed at venue ${VENUE_ID}`);
      const { regulations } = await venueTerms(VENUE_ID);
      await signIn(context);
      if (t.language === 'en') await page.setViewportSize({ width: 360, height: 780 });

      await page.goto(`/reservation/${VENUE_ID}/courses`);
      await expect(page.getByRole('heading', { level: 2, name: t.heading })).toBeVisible();
      await page.getByRole('searchbox', { name: t.name }).fill('mini tenis');
      await expect(page).toHaveURL(/[?&]name=mini\+tenis/);
      const card = page.getByTestId('course-card');
      await expect(card).toHaveCount(1);
      await expect(card).toContainText(COURSE);
      await expectNoRawKeys(page, 'the course list');
      if (t.language === 'pl') await expectNoViolationsInBothThemes(page, { settle: true, label: 'the course list' });
      else await expectNoSidewaysScroll(page, 'the course list');

      await card.getByRole('button', { name: new RegExp(`^${t.details}`) }).click();
      await expect(page).toHaveURL(new RegExp(`[?&]course=${course.id}`));
      await page.getByRole('button', { name: t.enrol, exact: true }).click();

      // No child yet: the form is open at once; the new child is chosen and the enrolment goes on.
      await page.getByRole('textbox', { name: t.firstName }).fill(child);
      await page.getByRole('textbox', { name: t.lastName }).fill('Nowak');
      await page.getByRole('combobox', { name: t.gender }).selectOption({ label: t.girl });
      await page.getByLabel(t.birthDate).fill(birthDateOfSix());
      await page.getByRole('button', { name: t.addChild, exact: true }).click();
      await expect(page.getByRole('radio', { name: new RegExp(`${child} Nowak`) })).toBeChecked();
      await page.getByRole('button', { name: t.next, exact: true }).click();

      const dates = page.getByRole('checkbox');
      await expect(dates).toHaveCount(course.sessions_left);
      await dates.nth(1).click();
      await expect(dates.nth(1)).not.toBeChecked();
      await page.getByRole('button', { name: t.next, exact: true }).click();

      await expect(page.getByRole('heading', { name: t.priceHeading })).toBeVisible();
      await expect(page.getByTestId('course-price-lines')).toContainText(
        t.sessionsLine(course.sessions_left - 1, moneyIn(ENGLISH, course.price_per_session)),
      );
      await acceptRegulations(page, regulations);
      await choose(page.getByRole('radio', { name: /BLIK/ }));
      await page.getByLabel(t.blikCode).fill('777123');
      await expectNoRawKeys(page, 'the enrolment review');
      if (t.language === 'pl') await expectNoViolationsInBothThemes(page, { label: 'the enrolment review' });
      else await expectNoSidewaysScroll(page, 'the enrolment review');

      const enrolled = page.waitForResponse(
        (response) => response.request().method() === 'POST' && response.url() === `${urls.apiBase}/users/course_enrollment/${course.id}`,
      );
      await page.getByRole('button', { name: t.enrolAndPay }).click();
      expect((await enrolled).status()).toBe(201);
      await expect(page).toHaveURL(new RegExp(`^${urls.host}/payment-status/\\d+$`));
      await expect(page.getByRole('heading', { level: 2, name: t.paymentSuccess })).toBeVisible({ timeout: 15_000 });

      await page.goto('/my-reservations');
      await expect(page.getByRole('heading', { level: 1, name: t.myReservations })).toBeVisible();
      const rows = page.locator('[data-reservation-id]').filter({ hasText: COURSE });
      await expect(rows.first()).toContainText(t.participant(`${child} Nowak`));
      await expectNoRawKeys(page, 'My reservations');

      // A session is not cancelled alone: its row leads to the child's card, which cancels the
      // whole enrolment after a question stating what the venue's rule gives back.
      await rows
        .first()
        .getByRole('link', { name: new RegExp(`^${t.onChildCard}`) })
        .click();
      await expect(page).toHaveURL(/\/your-account#children$/);
      const childCard = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name: `${child} Nowak` }) });
      const enrolment = childCard.getByRole('region', { name: t.cardCourses }).getByRole('listitem', { name: COURSE });
      await expect(enrolment).toContainText(t.paid);
      await enrolment.getByRole('button', { name: new RegExp(`^${t.cancelEnrolment}`) }).click();
      const question = enrolment.getByRole('region', { name: t.cancelQuestion });
      await expect(question).toContainText(/zł|nic nie zostanie zwrócone|nothing will be refunded/i);
      const cancelled = page.waitForResponse(
        (response) => response.request().method() === 'DELETE' && response.url().startsWith(`${urls.apiBase}/users/course_enrollment/`),
      );
      await question.getByRole('button', { name: t.cancelConfirm }).click();
      expect((await cancelled).status()).toBe(200);
      await expect(enrolment).toContainText(t.cancelled);
      await expectNoRawKeys(page, "the child's card");
      if (t.language === 'en') await expectNoSidewaysScroll(page, "the child's card");
    });
  });
}
