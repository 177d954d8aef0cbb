// No page of the route table scrolls sideways on a 360 px phone or a 1366 px laptop, in Polish and
// Ukrainian (the longer words), light theme (issue 26 item 5). One signed-in player with their own
// bookings visits every route with real ids, a trainer's availability opened and the courts flow
// with its booking bar shown (on the phone: its start whole, the grid's last row clear of it). One
// tab and one sign-in: between routes the router is moved by the history API (no reload), so the
// four passes stay within a minute.
// Types only: Node loads the routes package as CommonJS, and the record below needs only the ids.
import type { RouteId } from '@venue/routes';
import type { Locator } from '@playwright/test';
import { expect, test, type Page } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { urls } from '../support/env.ts';
import { dayInStrip } from '../support/slot-picker.ts';
import { signIn } from '../support/session.ts';
import { bookOnline } from '../support/wallet.ts';

// Warszawa: 4 squash, 2 tennis and 2 padel courts; a late padel hour 11 days ahead no other spec books.
const VENUE_ID = 1;
const DAYS_AHEAD = 11;
const PADEL_COURTS = [6, 7];

const VIEWPORTS = [
  { width: 360, height: 780 },
  { width: 1366, height: 768 },
] as const;
const LANGUAGES = ['pl', 'ua'] as const;

interface Overflow {
  readonly path: string;
  readonly scrollWidth: number;
  readonly clientWidth: number;
  /** The widest elements sticking out on the right, to find the cause from the report. */
  readonly culprits: string[];
}

/** Moves the app's router without a reload (React Router follows popstate) and waits for the page to settle. */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((next) => {
    window.history.pushState(null, '', next);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  await expect(page.locator('h1').first()).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function overflowOf(page: Page, path: string): Promise<Overflow | null> {
  const measured = await page.evaluate(() => {
    const root = document.documentElement;
    const culprits = [...document.body.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.getBoundingClientRect().right > root.clientWidth + 1)
      .slice(0, 3)
      .map((element) => `${element.tagName.toLowerCase()}.${element.className}`.slice(0, 80));
    return { scrollWidth: root.scrollWidth, clientWidth: root.clientWidth, culprits };
  });
  return measured.scrollWidth > measured.clientWidth ? { path, ...measured } : null;
}

/**
 * What is wrong with the courts flow's booking bar on a phone, or null: the chosen start must show
 * whole (the court's name gives way instead) and, scrolled to the bottom, the bar must sit below
 * the grid's last row rather than over it.
 */
async function barProblem(page: Page, bar: Locator): Promise<string | null> {
  const start = bar.locator('time');
  const cut = await start.evaluate((time) => {
    const button = time.closest('[role="region"]')?.querySelector('button');
    const right = time.getBoundingClientRect().right;
    return time.scrollWidth > time.clientWidth || (button !== null && button !== undefined && right > button.getBoundingClientRect().left);
  });
  if (cut) return `the start "${await start.textContent()}" is cut`;
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const [row, barBox] = await Promise.all([page.getByRole('grid').getByRole('row').last().boundingBox(), bar.boundingBox()]);
  await page.evaluate(() => window.scrollTo(0, 0));
  if (!row || !barBox) return 'the last row or the bar is not on screen';
  return row.y + row.height > barBox.y ? `scrolled to the bottom it covers the last row (${row.y + row.height} > ${barBox.y})` : null;
}

test('no route scrolls sideways at 360 and 1366 px, in Polish and Ukrainian', async ({ page, context, browser }) => {
  test.setTimeout(120_000);
  const session = await signIn(context);
  // /complete-registration as a new player sees it: the bar before registration is another bar.
  const newcomerContext = await browser.newContext();
  await signIn(newcomerContext, { registered: false });
  const newcomer = await newcomerContext.newPage();
  const trainers = await api<{ id: number }[]>(session, 'GET', `/marketplace/venue/trainer_venue_profile/${VENUE_ID}`);
  const trainer = trainers[0];
  if (!trainer) throw new Error(`No trainer at venue ${VENUE_ID}`);
  const [paid, unpaid] = await Promise.all(
    PADEL_COURTS.map((courtIndex) => bookOnline(session, { venueId: VENUE_ID, daysAhead: DAYS_AHEAD, courtIndex, fromLocal: '20:00' })),
  );
  const payment = await api<{ id: number }>(session, 'POST', '/users/payment/create', {
    type: 'reservation',
    venue_id: VENUE_ID,
    reservation_id: paid!.id,
    method_id: 509,
    blik_code: '777123',
  });

  for (const tab of [context, newcomerContext]) await tab.addInitScript(() => localStorage.setItem('theme', 'light'));
  await page.setViewportSize(VIEWPORTS[0]);
  await page.goto(`/reservation/${VENUE_ID}/courts`);
  // The courts flow with a chosen slot: its address restores the booking bar in every pass.
  await page.getByRole('radio', { name: 'Padel' }).click();
  await dayInStrip(page, venueDay(1)).click();
  await page.getByRole('grid').getByRole('button', { name: /zł/ }).first().click();
  await expect(page.getByRole('region', { name: 'Wybrany termin' })).toBeVisible();
  const courtsWithBar = new URL(page.url());

  const trainerDay = `trainer=${trainer.id}&day=${venueDay(1)}`;
  // Every route of the table (a `Record` over its ids: a new route without an entry here fails
  // type-checking), with the addresses that show it at its widest.
  const paths: Record<RouteId, readonly string[]> = {
    root: ['/'],
    login: ['/login'],
    completeRegistration: [], // the newcomer's tab, below
    getMobileApp: ['/get-mobile-app'],
    serverError: ['/500'],
    venues: ['/venues'],
    reservationVenue: [
      `${courtsWithBar.pathname}${courtsWithBar.search}`,
      `/reservation/${VENUE_ID}/classes`,
      `/reservation/${VENUE_ID}/trainers?${trainerDay}`,
      `/reservation/${VENUE_ID}/carnets`,
      `/reservation/${VENUE_ID}/courses`,
    ],
    reservationDetails: [`/reservation/${VENUE_ID}/details/${paid!.id}`],
    trainers: [`/trainers/${VENUE_ID}?${trainerDay}`],
    carnets: [`/carnets/${VENUE_ID}`],
    myReservations: ['/my-reservations', '/my-reservations?cancelled=only'],
    myReservationsRecurring: ['/my-reservations/recurring/1'],
    myCarnets: ['/my-carnets'],
    myNotifications: ['/my-notifications'],
    paymentCreate: [`/payment/create/${unpaid!.uuid}`],
    paymentCreateShort: [`/p/${unpaid!.uuid}`],
    paymentStatus: [`/payment-status/${payment.id}`],
    paymentStatusAlias: [`/payment/status/${payment.id}`],
    yourAccount: ['/your-account'],
    dumpAccount: ['/dump-account'],
    statistics: ['/statistics'],
    confirmEmail: ['/confirm-email'],
    wallet: ['/wallet'],
    trainerProfile: ['/trainer-profile'],
    trainerOverview: ['/trainer-profile/overview'],
    trainerSchedule: ['/trainer-schedule'],
    trainerReservations: ['/trainer-reservations'],
    selfCheckout: [`/self-checkout/${VENUE_ID}`],
  };

  await newcomer.goto(`${urls.host}/complete-registration`);
  const overflows: string[] = [];
  for (const language of LANGUAGES) {
    await page.evaluate((code) => localStorage.setItem('language', code), language);
    await page.goto('/');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      const report = (overflow: Overflow | null) => {
        if (overflow) {
          overflows.push(
            `${language} ${viewport.width} px ${overflow.path}: ${overflow.scrollWidth} > ${overflow.clientWidth} (${overflow.culprits.join(', ')})`,
          );
        }
      };
      await newcomer.setViewportSize(viewport);
      await newcomer.evaluate((code) => localStorage.setItem('language', code), language);
      await newcomer.goto(`${urls.host}/complete-registration`);
      await expect(newcomer.locator('#registration-first-name')).toBeVisible();
      report(await overflowOf(newcomer, '/complete-registration'));
      for (const path of Object.values(paths).flat()) {
        await visit(page, path);
        if (path === paths.reservationVenue[0]) {
          const bar = page.getByRole('region', { name: /Wybrany termin|Обраний час/ });
          await expect(bar).toBeVisible();
          if (viewport.width === 360) {
            const problem = await barProblem(page, bar);
            if (problem) overflows.push(`${language} ${viewport.width} px booking bar: ${problem}`);
          }
        }
        if (path.includes('trainer=')) await expect(page.locator(`#trainer-${trainer.id}-availability fieldset`)).toBeVisible();
        report(await overflowOf(page, path));
      }
    }
  }
  await newcomerContext.close();
  expect(overflows).toEqual([]);
});
