// Paying a court from the wallet. The money gets there through a real flow: courts booked online,
// paid by BLIK in the sandbox and cancelled in the free window refund their price to the wallet.
// Venue 1, 22–23 days ahead from 18:00, so no other spec wants the same slots.
import { expect, test } from '../support/test.ts';
import { api } from '../support/api.ts';
import { urls } from '../support/env.ts';
import { signIn } from '../support/session.ts';
import { bookOnline, money, refundToWallet } from '../support/wallet.ts';

const VENUE_ID = 1;

const slot = (daysAhead: number, courtIndex: number) => ({ venueId: VENUE_ID, daysAhead, courtIndex, fromLocal: '18:00' });

test('a court is paid from the wallet: no method, no service fee, the status page says what the wallet paid', async ({ page, context }) => {
  const session = await signIn(context);
  // Two refunds, so the balance covers the next court whatever its price band.
  let balance = 0;
  balance += (await refundToWallet(session, slot(22, 0))).amount;
  balance += (await refundToWallet(session, slot(22, 1))).amount;
  const wallet = await api<{ available: number }>(session, 'GET', '/users/user_wallet');
  expect(wallet.available).toBe(balance);

  const reservation = await bookOnline(session, slot(23, 0));
  const price = reservation.price;
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
  const paid = await api<{ payment_status: string }>(session, 'GET', `/users/reservation/single/${reservation.id}`);
  expect(paid.payment_status).toBe('paid');
});
