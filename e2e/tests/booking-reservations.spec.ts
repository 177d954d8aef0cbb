// My reservations, reservation details (cancel with refund, calendar export) and paying a
// recurring series selectively. Data is made through the API as the signed-in user; venue 1,
// 6–12 days ahead, a court per test, so parallel specs never want the same slot.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { signIn, type Session } from '../support/session.ts';

const VENUE_ID = 1;

interface Reservation {
  id: number;
  reservation_uuid: string;
  parent_id: number | null;
  start_time: string;
  end_time: string;
  base_price: number;
  discount: number;
  payment_status: string;
  state: string;
}

/** The first free hour on the venue's `courtIndex`-th court that day, from `fromLocal` on. */
async function freeSlot(session: Session, daysAhead: number, courtIndex: number, fromLocal: string) {
  const availability = await api<{ objects: { id: number; slots: { start_time: string; local_time: string; prices: number[] }[] }[] }>(
    session,
    'GET',
    `/marketplace/venue/get_object_availabilities/${VENUE_ID}?date=${venueDay(daysAhead)}`,
  );
  const court = availability.objects[courtIndex];
  const slot = court?.slots.find((s) => s.local_time >= fromLocal && s.prices.length > 0);
  if (!court || !slot) throw new Error(`No free slot on court #${courtIndex} ${daysAhead} days ahead`);
  const start = new Date(slot.start_time);
  return { courtId: court.id, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
}

async function requiredRegulations(session: Session): Promise<number[]> {
  const venue = await api<{ regulations: { id: number; required: boolean }[] }>(session, 'GET', `/marketplace/venue/${VENUE_ID}`);
  return venue.regulations.filter((r) => r.required).map((r) => r.id);
}

async function book(session: Session, slot: Awaited<ReturnType<typeof freeSlot>>, payment: 'online' | 'on_site', recurring?: object) {
  return api<{ parent_id: number | null; reservations: Reservation[] } & { occurrences?: { start_time: string; status: string }[] }>(
    session,
    'POST',
    '/users/reservation',
    {
      venue_id: VENUE_ID,
      venue_sport_object_id: slot.courtId,
      start_time: slot.start,
      end_time: slot.end,
      payment,
      accepted_regulation_ids: await requiredRegulations(session),
      ...(recurring ? { recurring } : {}),
    },
  );
}

/** Polls a payment until the sandbox's notification has settled it. */
async function paymentSucceeded(session: Session, paymentId: number): Promise<void> {
  await expect
    .poll(async () => (await api<{ status: string }>(session, 'GET', `/users/payment/${paymentId}`)).status, { timeout: 10_000 })
    .toBe('SUCCESS');
}

function money(grosze: number): string {
  return new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', currencyDisplay: 'narrowSymbol' }).format(grosze / 100);
}

test('a paid reservation is found in My reservations, cancelled in the free window and refunded to the wallet', async ({
  page,
  context,
}) => {
  const session = await signIn(context);
  const slot = await freeSlot(session, 6, 0, '10:00');
  const [reservation] = (await book(session, slot, 'online')).reservations;
  if (!reservation) throw new Error('Nothing booked');
  const payment = await api<{ id: number }>(session, 'POST', '/users/payment/create', {
    type: 'reservation',
    venue_id: VENUE_ID,
    reservation_id: reservation.id,
    method_id: 509,
    blik_code: '777123',
  });
  await paymentSucceeded(session, payment.id);
  const refund = reservation.base_price - reservation.discount;

  await page.goto('/my-reservations');
  await expect(page.getByRole('heading', { level: 1, name: 'Moje rezerwacje' })).toBeVisible();
  const row = page.locator(`[data-reservation-id="${reservation.id}"]`);
  await expect(row).toContainText('Klub Sportowy Mokotów');
  await expect(row.locator('[data-payment-status]')).toHaveText('Opłacona');
  await row.getByRole('link', { name: /^Szczegóły/ }).click();

  await expect(page).toHaveURL(`${urls.host}/reservation/${VENUE_ID}/details/${reservation.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Szczegóły rezerwacji' })).toBeVisible();
  await page.getByRole('button', { name: 'Odwołaj rezerwację' }).click();
  const confirm = page.getByRole('region', { name: 'Odwołać rezerwację?' });
  await expect(confirm).toContainText(`Zwrócimy ${money(refund)} do Twojego portfela.`);
  await confirm.getByRole('button', { name: 'Tak, odwołaj' }).click();

  await expect(page.getByText(`Rezerwacja została odwołana. Zwrot ${money(refund)} trafił do Twojego portfela.`)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rezerwacja' }).locator('[data-state]')).toHaveText('Odwołana');
  await expect(page.getByRole('button', { name: 'Odwołaj rezerwację' })).toHaveCount(0);
  // The money went back: the payment reads "refunded", not a green "paid".
  await expect(page.getByRole('region', { name: 'Rezerwacja' }).locator('[data-payment-status]')).toHaveText('Zwrócona');

  const log = await api<{ items: { type: string; amount: number; reservation_id: number | null }[] }>(
    session,
    'GET',
    '/users/user_wallet/transaction_log',
  );
  expect(log.items).toContainEqual(
    expect.objectContaining({ type: 'refund_cancellation', amount: refund, reservation_id: reservation.id }),
  );
});

test('a recurring series is paid selectively: two chosen occurrences become paid, the rest stay unpaid', async ({ page, context }) => {
  const session = await signIn(context);
  const slot = await freeSlot(session, 7, 1, '12:00');
  const until = venueDay(7 + 21);
  const preview = await book(session, slot, 'on_site', { until, mode: 'preview' });
  const free = (preview.occurrences ?? []).filter((o) => o.status === 'free').map((o) => o.start_time);
  expect(free.length).toBeGreaterThanOrEqual(3);
  const created = await book(session, slot, 'on_site', { until, mode: 'create', occurrences: free });
  const parentId = created.parent_id;
  const occurrences = created.reservations;
  expect(parentId).not.toBeNull();

  await page.goto('/my-reservations');
  await page.getByRole('tab', { name: 'Stałe', exact: true }).click();
  await page
    .locator(`[data-series-id="${parentId}"]`)
    .getByRole('link', { name: /^Zobacz terminy/ })
    .click();
  await expect(page).toHaveURL(`${urls.host}/my-reservations/recurring/${parentId}`);

  const [first, second, ...rest] = occurrences;
  if (!first || !second) throw new Error('Series too short');
  const rowOf = (id: number) => page.locator(`[data-reservation-id="${id}"]`);
  await rowOf(first.id).getByRole('checkbox').check();
  await rowOf(second.id).getByRole('checkbox').check();
  const total = first.base_price - first.discount + second.base_price - second.discount + 198;
  await expect(page.getByTestId('selection-summary')).toHaveText(`Wybrano 2 terminy. Do zapłaty z opłatą serwisową: ${money(total)}.`);
  await page.getByRole('radio', { name: /BLIK/ }).check();
  await page.getByLabel('Kod BLIK').fill('777123');
  await page.getByRole('button', { name: `Zapłać za wybrane (${money(total)})` }).click();

  await expect(page).toHaveURL(/\/payment-status\/\d+$/);
  const paymentId = Number(new URL(page.url()).pathname.split('/').pop());
  await paymentSucceeded(session, paymentId);

  await page.goto(`/my-reservations/recurring/${parentId}`);
  await expect(rowOf(first.id).locator('[data-payment-status]')).toHaveText('Opłacona');
  await expect(rowOf(second.id).locator('[data-payment-status]')).toHaveText('Opłacona');
  for (const other of rest) await expect(rowOf(other.id).locator('[data-payment-status]')).toHaveText('Nieopłacona');
  await expect(rowOf(first.id).getByRole('checkbox')).toHaveCount(0);
  await expect(rowOf(rest[0]?.id ?? 0).getByRole('checkbox')).toHaveCount(1);
  await page.getByRole('button', { name: 'Zaznacz wszystkie nieopłacone' }).click();
  await expect(page.getByTestId('selection-summary')).toContainText(`Wybrano ${rest.length} termin`);
  await expectAccessible(page);
});

test('the calendar file carries the reservation’s UID and times', async ({ page, context }) => {
  const session = await signIn(context);
  const slot = await freeSlot(session, 8, 2, '14:00');
  const [reservation] = (await book(session, slot, 'on_site')).reservations;
  if (!reservation) throw new Error('Nothing booked');

  await page.goto(`/reservation/${VENUE_ID}/details/${reservation.id}`);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Dodaj do kalendarza (.ics)' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`reservation-${reservation.id}.ics`);
  const text = await readFile((await file.path()) ?? '', 'utf8');
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  const utc = (iso: string) => iso.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
  expect(lines).toContain(`UID:reservation-${reservation.reservation_uuid}@localhost`);
  expect(lines).toContain(`DTSTART:${utc(reservation.start_time)}`);
  expect(lines).toContain(`DTEND:${utc(reservation.end_time)}`);
  expect(lines.find((line) => line.startsWith('SUMMARY:'))).toMatch(/Kort/);
  expect(lines.find((line) => line.startsWith('LOCATION:'))).toContain('Klub Sportowy Mokotów');
  expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
  await expect(page.getByText('Pobrano plik kalendarza.')).toBeAttached();
});

/** axe (WCAG 2.2 A/AA) in both themes, on the page's own content: the shell has its own accessibility spec. */
const expectAccessible = (page: Page) => expectNoViolationsInBothThemes(page, { include: ['#main-content'] });

test('My reservations passes axe in both themes; its tabs follow the arrow keys', async ({ page, context }) => {
  const session = await signIn(context);
  const [single] = (await book(session, await freeSlot(session, 9, 3, '16:00'), 'online')).reservations;
  const seriesSlot = await freeSlot(session, 10, 3, '16:00');
  const until = venueDay(10 + 14);
  const preview = await book(session, seriesSlot, 'on_site', { until, mode: 'preview' });
  const free = (preview.occurrences ?? []).filter((o) => o.status === 'free').map((o) => o.start_time);
  const series = await book(session, seriesSlot, 'on_site', { until, mode: 'create', occurrences: free });
  if (!single || series.parent_id === null) throw new Error('Nothing booked');

  await page.goto('/my-reservations');
  await expect(page.locator(`[data-reservation-id="${single.id}"]`)).toBeVisible();
  await expect(page.getByTestId('nearest-reservation').getByRole('link', { name: 'Zobacz szczegóły' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('tab', { name: 'Pojedyncze', exact: true }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Stałe', exact: true })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator(`[data-series-id="${series.parent_id}"]`)).toContainText(`${free.length} termin`);
});

test('the details of an unpaid reservation pass axe in both themes with the cancel question open', async ({ page, context }) => {
  const session = await signIn(context);
  const [unpaid] = (await book(session, await freeSlot(session, 11, 4, '16:00'), 'online')).reservations;
  if (!unpaid) throw new Error('Nothing booked');

  await page.goto(`/reservation/${VENUE_ID}/details/${unpaid.id}`);
  await expect(page.getByTestId('pay-until')).toContainText('inaczej rezerwacja zostanie anulowana');
  await page.getByRole('button', { name: 'Odwołaj rezerwację' }).click();
  await expect(page.getByRole('region', { name: 'Odwołać rezerwację?' })).toContainText('Odwołanie jest bezpłatne do');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('button', { name: 'Odwołaj rezerwację' })).toBeFocused();
});
