// Paying a court from the wallet. The money gets there through a real flow: courts booked online,
// paid by BLIK in the sandbox and cancelled in the free window refund their price to the wallet.
// Venue 1, 22–23 days ahead from 18:00, so no other spec wants the same slots.
import { expect, test } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { urls } from '../support/env.ts';
import { signIn, type Session } from '../support/session.ts';

const VENUE_ID = 1;

interface Reservation {
  id: number;
  base_price: number;
  discount: number;
  payment_status: string;
}

/** Books the first free hour from `fromLocal` on the venue's `courtIndex`-th court that day, paid online. */
async function bookOnline(session: Session, daysAhead: number, courtIndex: number, fromLocal: string): Promise<Reservation> {
  const availability = await api<{ objects: { id: number; slots: { start_time: string; local_time: string; prices: number[] }[] }[] }>(
    session,
    'GET',
    `/marketplace/venue/get_object_availabilities/${VENUE_ID}?date=${venueDay(daysAhead)}`,
  );
  const court = availability.objects[courtIndex];
  const slot = court?.slots.find((s) => s.local_time >= fromLocal && s.prices.length > 0);
  if (!court || !slot) throw new Error(`No free slot on court #${courtIndex} ${daysAhead} days ahead`);
  const venue = await api<{ regulations: { id: number; required: boolean }[] }>(session, 'GET', `/marketplace/venue/${VENUE_ID}`);
  const start = new Date(slot.start_time);
  const created = await api<{ reservations: Reservation[] }>(session, 'POST', '/users/reservation', {
    venue_id: VENUE_ID,
    venue_sport_object_id: court.id,
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3_600_000).toISOString(),
    payment: 'online',
    accepted_regulation_ids: venue.regulations.filter((r) => r.required).map((r) => r.id),
  });
  const [reservation] = created.reservations;
  if (!reservation) throw new Error('No reservation created');
  return reservation;
}

/** Pays by BLIK in the sandbox, waits for the money, cancels in time: the price is refunded to the wallet. */
async function refundToWallet(session: Session, reservation: Reservation): Promise<number> {
  const payment = await api<{ id: number }>(session, 'POST', '/users/payment/create', {
    type: 'reservation',
    venue_id: VENUE_ID,
    reservation_id: reservation.id,
    method_id: 509,
    blik_code: '777123',
  });
  await expect
    .poll(async () => (await api<{ status: string }>(session, 'GET', `/users/payment/${payment.id}`)).status, { timeout: 10_000 })
    .toBe('SUCCESS');
  await api(session, 'DELETE', `/users/reservation/${reservation.id}`);
  return reservation.base_price - reservation.discount;
}

/** "90,00 zł" as Intl writes it: a non-breaking space before the currency. */
const money = (grosze: number) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', currencyDisplay: 'narrowSymbol' }).format(grosze / 100);

test('a court is paid from the wallet: no method, no service fee, the status page says what the wallet paid', async ({ page, context }) => {
  const session = await signIn(context);
  // Two refunds, so the balance covers the next court whatever its price band.
  let balance = 0;
  balance += await refundToWallet(session, await bookOnline(session, 22, 0, '18:00'));
  balance += await refundToWallet(session, await bookOnline(session, 22, 1, '18:00'));
  const wallet = await api<{ available: number }>(session, 'GET', '/users/user_wallet');
  expect(wallet.available).toBe(balance);

  const reservation = await bookOnline(session, 23, 0, '18:00');
  const price = reservation.base_price - reservation.discount;
  await page.goto(`/reservation/${VENUE_ID}/details/${reservation.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Szczegóły rezerwacji' })).toBeVisible();

  await page.getByRole('checkbox', { name: `Zapłać z portfela (saldo ${money(balance)})` }).check();
  await expect(page.getByText(`Portfel pokryje całe ${money(price)}.`, { exact: false })).toBeVisible();
  // The wallet pays it all: no method to choose, no service fee.
  await expect(page.getByRole('radio', { name: /BLIK/ })).toHaveCount(0);
  await expect(page.locator('form dl')).not.toContainText('Opłata serwisowa');
  await page.getByRole('button', { name: `Zapłać ${money(price)} z portfela` }).click();

  await expect(page).toHaveURL(new RegExp(`^${urls.host}/payment-status/\\d+$`));
  await expect(page.getByRole('heading', { level: 2, name: 'Płatność zakończona sukcesem' })).toBeVisible();
  await expect(page.locator('section[data-status] dl')).toContainText('MetodaPortfel');
  await expect(page.getByRole('region', { name: 'Twoja rezerwacja' })).toContainText(`Opłacono z portfela${money(price)}`);

  const after = await api<{ available: number; frozen: number }>(session, 'GET', '/users/user_wallet');
  expect(after).toMatchObject({ available: balance - price, frozen: 0 });
  const paid = await api<Reservation>(session, 'GET', `/users/reservation/single/${reservation.id}`);
  expect(paid.payment_status).toBe('paid');
});
