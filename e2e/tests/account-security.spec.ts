// The account's security features end to end: the check-in QR code, opening a venue's door,
// confirming an e-mail from the dev outbox and deleting the account. Data is made through the API
// as the signed-in user; each test books at its own venue/court so parallel tests never collide.
import { readSmsCode } from '../../scripts/lib/dev-login.mjs';
import { expect, test, type Page } from '../support/test.ts';
import { api, apiCall, venueDay } from '../support/api.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { DOOR_WINDOW_MINUTES, urls } from '../support/env.ts';
import { signIn, type Session } from '../support/session.ts';

interface FreeSlot {
  readonly venueId: number;
  readonly courtId: number;
  readonly start: string;
  readonly end: string;
}

type Availability = { objects: { id: number; slots: { start_time: string; local_time: string; prices: number[] }[] }[] };

/** The first free hour on the venue's `courtIndex`-th court that day, from `fromLocal` on. */
async function freeSlot(session: Session, venueId: number, daysAhead: number, courtIndex: number, fromLocal = '10:00'): Promise<FreeSlot> {
  const availability = await api<Availability>(
    session,
    'GET',
    `/marketplace/venue/get_object_availabilities/${venueId}?date=${venueDay(daysAhead)}`,
  );
  const court = availability.objects[courtIndex];
  const slot = court?.slots.find((s) => s.local_time >= fromLocal && s.prices.length > 0);
  if (!court || !slot) throw new Error(`No free slot at venue ${venueId}, court #${courtIndex}, ${daysAhead} days ahead`);
  const start = new Date(slot.start_time);
  return { venueId, courtId: court.id, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
}

/**
 * A free hour starting within the door window from now (the e2e backend's window is a day, so
 * one exists at any hour), at the first demo venue that has one. Not Gdańsk (3): it opens the door
 * for unpaid reservations too, and these venues only for paid ones.
 */
async function slotInDoorWindow(session: Session): Promise<FreeSlot | null> {
  const latest = Date.now() + DOOR_WINDOW_MINUTES * 60_000;
  for (const venueId of [5, 2, 1]) {
    for (const daysAhead of [0, 1]) {
      const availability = await api<Availability>(
        session,
        'GET',
        `/marketplace/venue/get_object_availabilities/${venueId}?date=${venueDay(daysAhead)}`,
      );
      for (const court of availability.objects) {
        const slot = court.slots.find((s) => {
          const start = Date.parse(s.start_time);
          // A minute of margin: the booking must still be in the future when it arrives.
          return s.prices.length > 0 && start > Date.now() + 60_000 && start <= latest;
        });
        if (slot) {
          const start = new Date(slot.start_time);
          return { venueId, courtId: court.id, start: start.toISOString(), end: new Date(start.getTime() + 3_600_000).toISOString() };
        }
      }
    }
  }
  return null;
}

async function book(
  session: Session,
  slot: FreeSlot,
  payment: 'on_site' | 'online' = 'on_site',
): Promise<{ reservations: { id: number }[] }> {
  const venue = await api<{ regulations: { id: number; required: boolean }[] }>(session, 'GET', `/marketplace/venue/${slot.venueId}`);
  return api(session, 'POST', '/users/reservation', {
    venue_id: slot.venueId,
    venue_sport_object_id: slot.courtId,
    start_time: slot.start,
    end_time: slot.end,
    payment,
    accepted_regulation_ids: venue.regulations.filter((r) => r.required).map((r) => r.id),
  });
}

async function venueName(venueId: number): Promise<string> {
  const venues = await api<{ id: number; name: string }[]>(null, 'GET', '/marketplace/venue');
  const venue = venues.find((v) => v.id === venueId);
  if (!venue) throw new Error(`No venue ${venueId}`);
  return venue.name;
}

/** The newest e-mail to `to` sent at or after `since`, as the dev outbox keeps it. */
async function emailTo(to: string, since: Date): Promise<string> {
  let text = '';
  await expect
    .poll(
      async () => {
        const messages = await api<{ channel: string; to: string; text: string; sentAt: string }[]>(null, 'GET', '/dev/outbox');
        text = messages.find((m) => m.channel === 'email' && m.to === to && new Date(m.sentAt) >= since)?.text ?? '';
        return text !== '';
      },
      { timeout: 10_000 },
    )
    .toBe(true);
  return text;
}

async function openAccountPage(page: Page) {
  await page.goto('/your-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Twoje konto' })).toBeVisible();
}

test('a check-in QR code is generated and regenerated into a different, valid code', async ({ page, context }) => {
  const session = await signIn(context);
  const slot = await freeSlot(session, 5, 9, 0);
  await book(session, slot);
  const name = await venueName(5);

  await openAccountPage(page);
  const section = page.getByRole('region', { name: 'Kod QR do wejścia' });
  await expect(section).toContainText(`Obiekt: ${name}`);

  const first = page.waitForResponse((r) => r.url().endsWith('/users/user_venue_qrcode') && r.request().method() === 'POST');
  await section.getByRole('button', { name: 'Wygeneruj kod' }).click();
  const firstCode = (await (await first).json()) as { token: string; ttl_seconds: number };
  const qr = section.getByRole('img', { name: `Kod QR do wejścia do obiektu ${name}` });
  await expect(qr).toBeVisible();
  await expect(section.getByRole('timer')).toContainText(/Ważny jeszcze \d\d:\d\d/);
  const firstDrawing = await qr.innerHTML();

  const second = page.waitForResponse((r) => r.url().endsWith('/users/user_venue_qrcode') && r.request().method() === 'POST');
  await section.getByRole('button', { name: 'Wygeneruj nowy kod' }).click();
  const secondCode = (await (await second).json()) as { token: string };
  expect(secondCode.token).not.toBe(firstCode.token);
  await expect.poll(() => qr.innerHTML()).not.toBe(firstDrawing);
  await expect(section.getByRole('button', { name: 'Wygeneruj nowy kod' })).toBeFocused();

  // What the screen shows is what a kiosk at that venue accepts: it opens a session for the player.
  const kiosk = await api<{ kiosk_token: string }>(null, 'POST', '/public/kiosk/activate', { venue_id: 5, code: 'DEMO-KIOSK-5' });
  const opened = await api<{ player: { first_name: string } }>(null, 'POST', '/public/kiosk/session', {
    kiosk_token: kiosk.kiosk_token,
    code: secondCode.token,
  });
  expect(opened.player.first_name).toBe(session.user.first_name);
});

test('the door is refused without a reservation in the window', async ({ page, context }) => {
  const session = await signIn(context);
  // Nine days ahead: a venue profile, but nothing starting soon.
  await book(session, await freeSlot(session, 2, 9, 1));
  const name = await venueName(2);

  await openAccountPage(page);
  const section = page.getByRole('region', { name: 'Otwieranie drzwi' });
  await section.getByRole('button', { name: `Otwórz drzwi: ${name}` }).click();
  // The refusal states the backend's window (DOOR_OPEN_BEFORE_MINUTES), not the product default.
  await expect(section.getByRole('alert')).toContainText(
    `Nie możesz teraz otworzyć drzwi. Potrzebna jest aktywna rezerwacja w tym obiekcie, która zaczyna się w ciągu ${DOOR_WINDOW_MINUTES} minut albo właśnie trwa.`,
  );
});

test('the door opens with a paid reservation starting within the window, not before it is paid', async ({ page, context }) => {
  const session = await signIn(context);
  const slot = await slotInDoorWindow(session);
  if (slot === null) throw new Error(`No demo venue has a free slot starting within ${DOOR_WINDOW_MINUTES} minutes`);
  const [reservation] = (await book(session, slot, 'online')).reservations;
  if (!reservation) throw new Error('Nothing booked');
  const name = await venueName(slot.venueId);

  await openAccountPage(page);
  const section = page.getByRole('region', { name: 'Otwieranie drzwi' });
  // The intro reads the window the backend is configured with (a day here, 30 minutes by default).
  await expect(section).toContainText(`od ${DOOR_WINDOW_MINUTES} minut przed jej początkiem do jej końca`);
  const button = section.getByRole('button', { name: `Otwórz drzwi: ${name}` });
  await button.click();
  await expect(section.getByRole('alert')).toContainText('Ten obiekt otwiera drzwi tylko dla opłaconej rezerwacji.');

  const payment = await api<{ id: number }>(session, 'POST', '/users/payment/create', {
    type: 'reservation',
    venue_id: slot.venueId,
    reservation_id: reservation.id,
    method_id: 509,
    blik_code: '777123',
  });
  await expect
    .poll(async () => (await api<{ status: string }>(session, 'GET', `/users/payment/${payment.id}`)).status, { timeout: 10_000 })
    .toBe('SUCCESS');
  await button.click();
  await expect(section.getByRole('status').filter({ hasText: 'Drzwi są otwarte.' })).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-busy', 'true');
});

test('a changed e-mail is confirmed from the link in the dev outbox, and the link works once', async ({ page, context, browser }) => {
  const session = await signIn(context);
  const email = `confirm-${session.phone.national}@example.com`;
  const since = new Date(Date.now() - 1000);
  await api(session, 'PATCH', '/users/user', { email, is_active: true });
  const link = (await emailTo(email, since)).match(/https?:\/\/\S+\/confirm-email\?token=[^\s"'<>]+/)?.[0];
  if (!link) throw new Error('No confirmation link in the e-mail');

  await page.goto(link.replace(/^https?:\/\/[^/]+/, urls.host));
  await expect(page.getByRole('heading', { level: 1, name: 'Potwierdzenie adresu e-mail' })).toBeVisible();
  await expect(page.getByText(`Adres ${email} został potwierdzony. Dziękujemy!`)).toBeVisible();
  expect((await api<{ email_verified: boolean }>(session, 'GET', '/users/auth/me')).email_verified).toBe(true);

  // Opened again, in a browser without the session: used, and a way to a new link.
  const visitor = await browser.newContext({ baseURL: urls.host, locale: 'pl-PL' });
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(link.replace(/^https?:\/\/[^/]+/, urls.host));
    await expect(visitorPage.getByRole('alert')).toContainText('Ten link został już użyty.');
    await expect(visitorPage.getByRole('button', { name: 'Zaloguj się, aby otrzymać nowy link' })).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('an account is deleted with the SMS code, signed out, and its old token no longer works', async ({ page, context }) => {
  const session = await signIn(context);
  await book(session, await freeSlot(session, 1, 13, 2, '12:00'));

  await page.goto('/dump-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuń konto' })).toBeVisible();
  await page.getByRole('checkbox', { name: 'Rozumiem, że usunięcia konta nie można cofnąć.' }).check();
  const since = new Date(Date.now() - 1000);
  await page.getByRole('button', { name: 'Wyślij kod SMS' }).click();
  const code = await readSmsCode(urls.apiBase, session.phone.e164, { since });

  const input = page.getByRole('textbox', { name: /Kod z SMS-a/ });
  await expect(input).toBeFocused();
  await input.fill(code === '0000' ? '1111' : '0000');
  await page.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
  await expect(input).toHaveAccessibleDescription(/Błędny kod SMS/);

  await input.fill(code);
  await page.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
  await expect(page).toHaveURL(`${urls.host}/login`);
  await expect(page.getByText('Twoje konto zostało usunięte.')).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  expect((await apiCall(session, 'GET', '/users/auth/me')).status).toBe(401);
});

test('the QR code and the door answer have no WCAG A/AA violations in the light and dark themes', async ({ page, context }) => {
  const session = await signIn(context);
  await book(session, await freeSlot(session, 4, 10, 2));

  await openAccountPage(page);
  const qr = page.getByRole('region', { name: 'Kod QR do wejścia' });
  await qr.getByRole('button', { name: 'Wygeneruj kod' }).click();
  await expect(qr.getByRole('img', { name: /Kod QR do wejścia do obiektu/ })).toBeVisible();
  const door = page.getByRole('region', { name: 'Otwieranie drzwi' });
  await door.getByRole('button', { name: /Otwórz drzwi/ }).click();
  await expect(door.getByRole('alert')).toBeVisible();
  await expectNoViolationsInBothThemes(page, { include: ['#check-in-qr', '#door'] });
});

test('the deletion steps have no WCAG A/AA violations in the light and dark themes', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/dump-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Usuń konto' })).toBeVisible();
  await page.getByRole('button', { name: 'Wyślij kod SMS' }).click();
  await expect(page.getByText('Zaznacz, że rozumiesz skutki usunięcia konta.')).toBeVisible();
  await expectNoViolationsInBothThemes(page);
  await page.getByRole('checkbox', { name: /Rozumiem/ }).check();
  await page.getByRole('button', { name: 'Wyślij kod SMS' }).click();
  await page.getByRole('textbox', { name: /Kod z SMS-a/ }).fill('12');
  await page.getByRole('button', { name: 'Usuń konto na zawsze' }).click();
  await expect(page.getByText('Wprowadź poprawny 4-cyfrowy kod')).toBeVisible();
  await expectNoViolationsInBothThemes(page);
});

test('an unusable e-mail link has no WCAG A/AA violations in the light and dark themes', async ({ page, context }) => {
  await signIn(context);
  await page.goto('/confirm-email?token=no-such-token');
  await expect(page.getByRole('alert')).toContainText('Ten link jest nieprawidłowy.');
  await expectNoViolationsInBothThemes(page);
});
