// Paying online: pay-by-link as a visitor (BLIK approved, BLIK pending), a declined bank transfer
// through the sandbox gateway's page, and the payment pages under axe. Reservations are made
// through the API; venue 4, 2–5 days ahead, a court per test, so parallel specs never want the
// same slot.
import { expect, test, type Page } from '../support/test.ts';
import { api, venueDay } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { createSession, useSession, type Session } from '../support/session.ts';

const VENUE_ID = 4;
const UUID_PATH = /\/payment\/status\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

interface Reservation {
  id: number;
  reservation_uuid: string;
  sport_object_name: string;
  base_price: number;
  discount: number;
}

/** Books, as `session`, the first free hour on the venue's `courtIndex`-th court that day, paid online. */
async function bookOnline(session: Session, daysAhead: number, courtIndex: number): Promise<Reservation> {
  const availability = await api<{ objects: { id: number; slots: { start_time: string; local_time: string; prices: number[] }[] }[] }>(
    session,
    'GET',
    `/marketplace/venue/get_object_availabilities/${VENUE_ID}?date=${venueDay(daysAhead)}`,
  );
  const court = availability.objects[courtIndex];
  const slot = court?.slots.find((s) => s.local_time >= '10:00' && s.prices.length > 0);
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
  const reservation = created.reservations[0];
  if (!reservation) throw new Error('No reservation created');
  return reservation;
}

/** "120,00 zł" as Intl writes it: a non-breaking space before the currency. */
const money = (grosze: number) =>
  new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', currencyDisplay: 'narrowSymbol' }).format(grosze / 100);

async function payWithBlik(page: Page, code: string): Promise<void> {
  await page.getByRole('radio', { name: /BLIK/ }).check();
  await page.getByLabel('Kod BLIK').fill(code);
  await page.getByRole('button', { name: /^Zapłać/ }).click();
}

test('a visitor pays by link with BLIK, sees SUCCESS, and the link then says it is paid', async ({ page }) => {
  const owner = await createSession();
  const reservation = await bookOnline(owner, 2, 1);

  await page.goto(`/p/${reservation.reservation_uuid}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Płatność' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Rezerwacja' })).toContainText('Odra Tenis & Squash');
  await expect(page.getByText(/Godziny podane w strefie czasowej obiektu/)).toBeVisible();
  const summary = page.locator('form dl');
  await expect(summary).toContainText(`Opłata serwisowa${money(198)}`);
  await expect(summary).toContainText(`Do zapłaty${money(reservation.base_price - reservation.discount + 198)}`);

  await page.getByRole('radio', { name: /BLIK/ }).check();
  // The gateway's information clause, fetched for the chosen method.
  await expect(page.getByText(/Środowisko testowe/)).toBeVisible();
  await payWithBlik(page, '777123');
  await expect(page).toHaveURL(UUID_PATH);
  await expect(page.getByRole('heading', { level: 2, name: 'Płatność zakończona sukcesem' })).toBeVisible();
  const paid = page.locator('section[data-status] dl');
  await expect(paid).toContainText(`Kwota${money(reservation.base_price - reservation.discount + 198)}`);
  await expect(paid).toContainText(`W tym opłata serwisowa${money(198)}`);
  // What was booked, restated, with the calendar file and the way there; nothing left to refresh.
  const booked = page.getByRole('region', { name: 'Twoja rezerwacja' });
  await expect(booked).toContainText('Odra Tenis & Squash');
  await expect(booked).toContainText(reservation.sport_object_name);
  await expect(booked).toContainText(money(reservation.base_price - reservation.discount));
  await expect(booked.getByRole('button', { name: 'Dodaj do kalendarza (.ics)' })).toBeVisible();
  await expect(booked.getByRole('link', { name: /Jak dojechać/ })).toHaveAttribute('href', /google\.com\/maps\/dir/);
  await expect(page.getByRole('button', { name: 'Odśwież status' })).toHaveCount(0);

  await page.goto(`/p/${reservation.reservation_uuid}`);
  await expect(page.getByRole('heading', { name: 'Rezerwacja jest już opłacona' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Zapłać/ })).toHaveCount(0);
});

test('BLIK left pending shows PENDING with the BLIK hint and a manual refresh', async ({ page }) => {
  const owner = await createSession();
  const reservation = await bookOnline(owner, 3, 2);

  await page.goto(`/payment/create/${reservation.reservation_uuid}`);
  await payWithBlik(page, '777555');
  await expect(page).toHaveURL(UUID_PATH);
  await expect(page.getByRole('heading', { level: 2, name: 'Czekamy na potwierdzenie płatności' })).toBeVisible();
  await expect(page.getByText('Potwierdź płatność w aplikacji banku.')).toBeVisible();
  const refresh = page.getByRole('button', { name: 'Odśwież status' });
  const asked = page.waitForResponse((response) => response.request().method() === 'GET' && response.url().includes('/api/users/payment/'));
  await refresh.click();
  expect((await asked).status()).toBe(200);
  await expect(page.getByRole('heading', { level: 2, name: 'Czekamy na potwierdzenie płatności' })).toBeVisible();
  await expect(refresh).toBeEnabled();
});

test('a declined bank transfer comes back from the gateway page to the declined status', async ({ page, context }) => {
  const owner = await createSession();
  await useSession(context, owner);
  const reservation = await bookOnline(owner, 4, 0);

  await page.goto(`/payment/create/${reservation.reservation_uuid}`);
  await page.getByRole('radio', { name: /Przelew bankowy/ }).check();
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  // The sandbox gateway's own page, served by the backend (its public URL may name 127.0.0.1).
  await expect(page).toHaveURL(/^http:\/\/(localhost|127\.0\.0\.1):\d+\/api\/sandbox\/pay\//);
  await page.getByRole('link', { name: 'Odrzuć płatność' }).click();

  await expect(page).toHaveURL(UUID_PATH);
  expect(page.url().startsWith(urls.host)).toBe(true);
  await expect(page.getByRole('heading', { level: 2, name: 'Płatność odrzucona' })).toBeVisible();
  await expect(page.getByText(/nie pobrano za nią pieniędzy/)).toBeVisible();
  const again = page.getByRole('link', { name: 'Spróbuj zapłacić ponownie' });
  await expect(again).toHaveAttribute('href', `/payment/create/${reservation.reservation_uuid}`);
  await again.click();
  await expect(page.getByRole('radio', { name: /Przelew bankowy/ })).toBeVisible();
});

test('the pay-by-link and status pages have no WCAG A/AA violations in the light and dark themes', async ({ page }) => {
  const owner = await createSession();
  const reservation = await bookOnline(owner, 5, 3);

  await page.goto(`/p/${reservation.reservation_uuid}`);
  await page.getByRole('radio', { name: /BLIK/ }).check();
  await expect(page.getByLabel('Kod BLIK')).toBeVisible();
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(page.getByText('Wprowadź poprawny 6-cyfrowy kod BLIK.')).toBeVisible();
  await expectNoViolationsInBothThemes(page);

  await page.getByLabel('Kod BLIK').fill('777555');
  await page.getByRole('button', { name: /^Zapłać/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Czekamy na potwierdzenie płatności' })).toBeVisible();
  await expectNoViolationsInBothThemes(page);
});
