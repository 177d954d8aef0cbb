// The wallet page against the real backend: a refund shows in the history and the balance; the
// statement shows a booking paid by BLIK, carnets and a withdrawal (confirmed with the SMS code from
// the dev outbox, later paid out by the payout sandbox) a row each, paged; axe in both themes; the phone layout. Money comes from refunds made through the API at
// venue 5 (Malta Racket Club), 16–19 days ahead, a court per test, so parallel specs never want the same slot.
import { readSmsCode } from '../../scripts/lib/dev-login.mjs';
import { expect, test, type Page } from '../support/test.ts';
import { api } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { signIn } from '../support/session.ts';
import { CARNET_VENUE_ID, ENTRY_CARNET, venueTerms } from '../support/carnets.ts';
import { bookOnline, money, payByBlik, refundToWallet } from '../support/wallet.ts';

const VENUE_ID = 5;
const IBAN = '61 1090 1014 0000 0712 1981 2874';

const balance = (page: Page, which: 'available' | 'frozen') => page.locator(`[data-balance="${which}"]`);

/** "piątek, 27 listopada 2026", as the page says a working day. */
function polishDay(day: string): string {
  return new Intl.DateTimeFormat('pl-PL', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );
}

test('a refund for a cancelled reservation shows in the wallet, with a link to the reservation', async ({ page, context }) => {
  const session = await signIn(context);
  const refund = await refundToWallet(session, { venueId: VENUE_ID, daysAhead: 16, courtIndex: 0, fromLocal: '10:00' });

  await page.goto('/wallet');
  await expect(page.getByRole('heading', { level: 1, name: 'Portfel' })).toBeVisible();
  await expect(balance(page, 'available')).toContainText(money(refund.amount));
  await expect(balance(page, 'available')).toContainText('Możesz nimi zapłacić za rezerwację');
  await expect(balance(page, 'frozen')).toContainText(money(0));

  const row = page.locator('[data-type="refund_cancellation"]');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText('Zwrot za odwołaną rezerwację');
  await expect(row).toContainText(`+${money(refund.amount)}`);
  await expect(row).toContainText('Malta Racket Club');
  await expect(page.getByText(/^Godziny podajemy w strefie czasowej: /)).toHaveCount(1);

  // Narrowed to refunds at this venue, the entry is still there; narrowed to withdrawals, it is not.
  await page.getByRole('button', { name: 'Filtry' }).click();
  // The filter lives in the URL: the box shows ticked once that navigation has rendered, so click and wait for it.
  const withdrawals = page.getByRole('group', { name: 'Rodzaj operacji' }).getByRole('checkbox', { name: 'Wypłata' });
  await withdrawals.click();
  await expect(withdrawals).toBeChecked();
  await expect(page.getByText('Żadna operacja nie pasuje do wybranych filtrów.')).toBeVisible();
  await page.getByRole('button', { name: 'Wyczyść filtry' }).click();
  await page.getByRole('combobox', { name: 'Obiekt' }).selectOption({ label: 'Malta Racket Club' });
  await expect(page).toHaveURL(new RegExp(`venue=${VENUE_ID}`));
  await expect(row).toHaveCount(1);

  await row.getByRole('link', { name: `Szczegóły rezerwacji nr ${refund.reservationId}` }).click();
  await expect(page).toHaveURL(`${urls.host}/reservation/${VENUE_ID}/details/${refund.reservationId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Szczegóły rezerwacji' })).toBeVisible();
});

test('the statement: a booking paid by BLIK, carnets and a withdrawal confirmed by SMS and paid out are a row each, the ledger behind "Szczegóły", paged with the filters kept', async ({
  page,
  context,
}) => {
  // The payout sandbox pays a confirmed withdrawal out after a delay (backend README, "Wallet").
  test.setTimeout(150_000);
  const session = await signIn(context, { firstName: 'Anna', lastName: 'Nowak' });
  const refund = await refundToWallet(session, { venueId: VENUE_ID, daysAhead: 17, courtIndex: 1, fromLocal: '10:00' });
  // A court paid by BLIK that stays booked, and carnets bought by BLIK at venue 1: enough rows
  // (a payment and a refund, the court, 19 carnets, the withdrawal) for a second page of 20.
  const booking = await bookOnline(session, { venueId: VENUE_ID, daysAhead: 17, courtIndex: 1, fromLocal: '13:00' });
  const blik = await payByBlik(session, booking);
  const court = await api<{ sport_object_name: string; start_time: string }>(session, 'GET', `/users/reservation/single/${booking.id}`);
  const types = await api<{ id: number; name: string }[]>(null, 'GET', `/marketplace/venue/carnet_type/${CARNET_VENUE_ID}`);
  const carnetType = types.find((item) => item.name === ENTRY_CARNET);
  if (!carnetType) throw new Error(`${ENTRY_CARNET} is not on sale at venue ${CARNET_VENUE_ID}`);
  const { regulations } = await venueTerms(CARNET_VENUE_ID);
  const bought = await Promise.all(
    Array.from({ length: 19 }, () =>
      api<{ payment: { amount: number } }>(session, 'POST', '/users/user_venue_carnet', {
        venue_carnet_type_id: carnetType.id,
        venue_id: CARNET_VENUE_ID,
        regulation_acceptance_id: regulations.filter((item) => item.required).map((item) => item.id),
        online_payment_method_id: 509,
        blik_code: '777123',
      }),
    ),
  );
  const statement = () => api<{ total: number; items: { status: string }[] }>(session, 'GET', '/users/user_wallet/statement?page_size=100');
  await expect
    .poll(async () => (await statement()).items.filter((item) => item.status === 'completed').length, { timeout: 20_000 })
    .toBe(22);

  await page.goto('/wallet');
  await expect(balance(page, 'available')).toContainText(money(refund.amount));
  await page.getByRole('button', { name: 'Wypłać środki' }).click();
  await page.getByRole('textbox', { name: 'Kwota w złotych' }).fill((refund.amount / 100).toFixed(2).replace('.', ','));
  await page.getByRole('textbox', { name: 'Numer rachunku (IBAN)' }).fill(IBAN);
  await expect(page.getByRole('textbox', { name: 'Właściciel rachunku' })).toHaveValue('Anna Nowak');
  await page.getByRole('button', { name: 'Dalej' }).click();

  const section = page.getByRole('region', { name: 'Wypłata na konto bankowe' });
  await expect(section.getByRole('heading', { name: 'Sprawdź dane wypłaty' })).toBeFocused();
  await expect(section).toContainText(money(refund.amount));
  await expect(section).toContainText('2874');
  await expect(section).not.toContainText('1090 1014');
  const since = new Date(Date.now() - 1000);
  await section.getByRole('button', { name: 'Wyślij kod SMS' }).click();

  // The amount is frozen while the code waits.
  await expect(balance(page, 'frozen')).toContainText(money(refund.amount));
  await expect(balance(page, 'available')).toContainText(money(0));
  const code = await readSmsCode(urls.apiBase, session.phone.e164, { since });
  await page.getByLabel('Kod z SMS-a', { exact: true }).fill(code);
  await page.getByRole('button', { name: 'Potwierdź wypłatę' }).click();

  await expect(section.getByText('Wypłata potwierdzona')).toBeVisible();
  const [withdrawal] = await api<{ id: number; state: string; expected_arrival_date: string | null }[]>(
    session,
    'GET',
    '/users/user_wallet/withdrawals',
  );
  if (!withdrawal?.expected_arrival_date) throw new Error('The confirmed withdrawal has no arrival day');
  const arrival = `Przewidywany wpływ na konto: ${polishDay(withdrawal.expected_arrival_date)}`;
  await expect(section.getByRole('status').filter({ hasText: 'Wypłata potwierdzona' })).toContainText(arrival);

  const row = page.locator(`[data-withdrawal-id="${withdrawal.id}"]`);
  await expect(row).toContainText(money(refund.amount));
  await expect(row).toContainText(arrival);
  // The list asks again while the withdrawal is on its way: no reload needed to see it paid out.
  await expect(row).toHaveAttribute('data-state', 'paid_out', { timeout: 90_000 });
  await expect(row).toContainText('Wypłacona');
  await expect(balance(page, 'frozen')).toContainText(money(0));

  // The statement: one row per thing done, newest first, 20 a page.
  const history = page.getByRole('list', { name: 'Historia operacji' });
  const rows = history.locator(':scope > li');
  await expect(page.getByText('Znaleziono 23 operacje')).toBeVisible();
  await expect(rows).toHaveCount(20);
  const paidOut = page.locator(`[data-statement-id="withdrawal:${withdrawal.id}"]`);
  await expect(rows.first()).toHaveAttribute('data-statement-id', `withdrawal:${withdrawal.id}`);
  await expect(paidOut).toContainText('Wypłata na konto …2874 — wysłana');
  await expect(paidOut).toContainText(`\u2212${money(refund.amount)}`);
  await expect(paidOut).not.toContainText('Odblokowano');

  const carnet = rows.nth(1);
  await expect(carnet).toHaveAttribute('data-kind', 'carnet_purchase');
  await expect(carnet).toContainText(`Karnet ${ENTRY_CARNET}`);
  await expect(carnet).toContainText(`BLIK ${money(bought[0]?.payment.amount ?? 0)}`);
  // The ledger's entries behind "Szczegóły", opened from the keyboard: the carnet's price is a carnet, not a reservation.
  const carnetDetails = carnet.getByRole('list', { name: 'Operacje w portfelu' });
  await expect(carnetDetails).toBeHidden();
  await carnet.getByText('Szczegóły', { exact: true }).focus();
  await page.keyboard.press('Enter');
  await expect(carnetDetails.getByRole('listitem')).toHaveCount(3);
  await expect(carnetDetails).toContainText('Płatność online za karnet');
  await expect(carnetDetails).toContainText('Zakup karnetu');
  await expect(carnetDetails).not.toContainText('Opłacenie rezerwacji');
  await expect(carnetDetails).not.toContainText('Wpłata do portfela');

  // Page 2: the court paid by BLIK, one row with its court, day and what BLIK took; then the refund and its payment.
  await page.getByRole('button', { name: 'Następna strona' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText('Strona 2 z 2')).toBeVisible();
  await expect(rows).toHaveCount(3);
  const day = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'short', timeZone: 'Europe/Warsaw' }).format(
    new Date(court.start_time),
  );
  const paid = page.locator(`[data-statement-id="payment:${blik.id}"]`);
  await expect(paid).toContainText(`${court.sport_object_name}, ${day}`);
  await expect(paid).toContainText(`BLIK ${money(blik.amount)}`);
  await expect(paid).toContainText(`\u2212${money(blik.amount)}`);
  await paid.getByText('Szczegóły', { exact: true }).click();
  await expect(paid.getByRole('list', { name: 'Operacje w portfelu' }).getByRole('listitem')).toHaveCount(3);
  await expect(page.locator('[data-type="refund_cancellation"]')).toContainText(`+${money(refund.amount)}`);

  // A filter shows its first page and stays through paging: online payments, 21 of them.
  await page.getByRole('button', { name: 'Filtry' }).click();
  const deposits = page.getByRole('group', { name: 'Rodzaj operacji' }).getByRole('checkbox', { name: 'Wpłata' });
  await deposits.click();
  await expect(deposits).toBeChecked();
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText('Znaleziono 21 operacji')).toBeVisible();
  await page.getByRole('button', { name: 'Następna strona' }).click();
  await expect(page).toHaveURL(/type=deposit.*page=2/);
  await expect(page.getByText('Strona 2 z 2')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(deposits).toBeChecked();
  await expect(page.locator('[data-kind="withdrawal"]')).toHaveCount(0);
});

test('the wallet passes axe in both themes, with the filters and the withdrawal form open', async ({ page, context }) => {
  const session = await signIn(context);
  await refundToWallet(session, { venueId: VENUE_ID, daysAhead: 18, courtIndex: 2, fromLocal: '10:00' });

  await page.goto('/wallet');
  await expect(page.locator('[data-type="refund_cancellation"]')).toBeVisible();
  await page.getByRole('button', { name: 'Filtry' }).click();
  await page.getByRole('button', { name: 'Wypłać środki' }).click();
  await page.getByRole('textbox', { name: 'Kwota w złotych' }).fill('5');
  await page.getByRole('button', { name: 'Dalej' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Popraw następujące pola' })).toBeVisible();
  await expectNoViolationsInBothThemes(page, { include: ['#main-content'] });
});

test('on a 360 px phone the wallet fits the width, the balances first', async ({ page, context }) => {
  const session = await signIn(context);
  await refundToWallet(session, { venueId: VENUE_ID, daysAhead: 19, courtIndex: 3, fromLocal: '10:00' });
  await page.setViewportSize({ width: 360, height: 780 });

  await page.goto('/wallet');
  await expect(page.locator('[data-type="refund_cancellation"]')).toBeVisible();
  await expect(balance(page, 'available')).toBeInViewport();
  await page.getByRole('button', { name: 'Filtry' }).click();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
