// The wallet page against the real backend: a refund shows in the history and the balance; a
// withdrawal is confirmed with the SMS code from the dev outbox and later paid out by the payout
// sandbox; axe in both themes; the phone layout. Money comes from refunds made through the API at
// venue 5 (Malta Racket Club), 16–19 days ahead, a court per test, so parallel specs never want the same slot.
import { readSmsCode } from '../../scripts/lib/dev-login.mjs';
import { expect, test, type Page } from '../support/test.ts';
import { api } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { signIn } from '../support/session.ts';
import { money, refundToWallet } from '../support/wallet.ts';

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

test('a withdrawal is confirmed with the SMS code, says when the money arrives and is later paid out', async ({ page, context }) => {
  // The payout sandbox pays a confirmed withdrawal out after a delay (backend README, "Wallet").
  test.setTimeout(120_000);
  const session = await signIn(context, { firstName: 'Anna', lastName: 'Nowak' });
  const refund = await refundToWallet(session, { venueId: VENUE_ID, daysAhead: 17, courtIndex: 1, fromLocal: '10:00' });

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
  await expect(page.locator('[data-type="withdrawal"]')).toContainText('Wypłata na konto bankowe');
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
