// The self-checkout kiosk as reception runs it: on its own origin, activated with the demo venue's
// kiosk code. A player checks in with the account page's check-in code (typed as a scanner types,
// single use), a reservation's QR URL opens a session whose unpaid booking goes to the phone's
// pay-by-link page (or, BLIK typed at the kiosk, the QR goes), the pay screen fits a 1024 × 768
// tablet, the logo returns to the kiosk's start screen, the camera reads a code from Chromium's
// fake camera, and the session leaves nothing of the player behind. Each test books today at a kiosk venue, on a court of its own.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type BrowserContext, type Page } from '../support/test.ts';
import { expectNoViolationsInBothThemes } from '../support/axe.ts';
import { urls } from '../support/env.ts';
import { activatedKiosk, bookToday, checkInCode, demoKioskCode, kioskUrl, writeQrVideo } from '../support/kiosk.ts';
import { createSession, useSession } from '../support/session.ts';

/** What the kiosk keeps in the browser: its own token, the language and the theme, nothing of a player. */
async function storedText(page: Page): Promise<string> {
  return page.evaluate(() => JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage } }));
}

/** How far the page scrolls down and sideways past the viewport (0 when it fits). */
async function scrollOverflow(page: Page): Promise<{ down: number; sideways: number }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    return { down: Math.max(0, root.scrollHeight - root.clientHeight), sideways: Math.max(0, root.scrollWidth - root.clientWidth) };
  });
}

/** The language the kiosk speaks, chosen on the kiosk's origin only (`en`, `ua`; Polish by default). */
async function kioskLanguage(context: BrowserContext, language: 'en' | 'ua'): Promise<void> {
  await context.addInitScript(
    ({ origin, value }) => {
      if (location.origin === origin) localStorage.setItem('language', value);
    },
    { origin: urls.kiosk, value: language },
  );
}

test('reception activates the kiosk; a check-in code typed by a scanner checks the player in once, and "done" leaves nothing', async ({
  page,
}) => {
  test.slow();
  const player = await createSession({ firstName: 'Bożena' });
  const reservation = await bookToday(player, 0, 'on_site');
  const venueId = reservation.venue_id;

  await page.goto(kioskUrl(venueId));
  await expect(page.getByRole('heading', { level: 1, name: 'Kiosk samoobsługowy' })).toBeVisible();
  await page.getByLabel('Kod kiosku obiektu').fill(demoKioskCode(venueId));
  await page.getByRole('button', { name: 'Aktywuj kiosk' }).click();
  const idle = page.getByRole('heading', { level: 2, name: 'Zamelduj się tutaj' });
  await expect(idle).toBeVisible();
  const field = page.getByLabel('Kod meldunku lub rezerwacji');
  await expect(field).toBeFocused();
  await expectNoViolationsInBothThemes(page, { label: 'kiosk idle screen' });

  // A keyboard-wedge scanner: the whole code in a burst, then Enter, into the focused field.
  const code = await checkInCode(player, venueId);
  await page.keyboard.type(code, { delay: 5 });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: 'Cześć, Bożena!' })).toBeVisible();
  const today = page.getByRole('region', { name: 'Twoje rezerwacje dzisiaj' });
  await expect(today).toContainText(reservation.sport_object_name);
  await expect(field).toHaveCount(0);
  await expectNoViolationsInBothThemes(page, { label: 'kiosk session' });

  await today.getByRole('button', { name: 'Zamelduj się' }).click();
  await expect(today.getByText(/^Zameldowano o \d\d:\d\d$/)).toBeVisible();
  await expect(today.getByRole('button', { name: 'Zamelduj się' })).toHaveCount(0);

  await page.getByRole('button', { name: 'Gotowe' }).click();
  await expect(idle).toBeVisible();
  await expect(page.locator('body')).not.toContainText('Bożena');
  await expect(page.locator('body')).not.toContainText(reservation.sport_object_name);
  const stored = await storedText(page);
  expect(stored).toContain(`venue.kiosk.${venueId}`);
  for (const trace of ['Bożena', code, reservation.reservation_uuid, 'ks1.']) expect(stored).not.toContain(trace);

  // The same code again, typed by the scanner while no field has focus (a tap elsewhere): refused.
  await idle.click();
  await expect(page.getByLabel('Kod meldunku lub rezerwacji')).not.toBeFocused();
  // A scanner's keys come milliseconds apart whatever the machine does; Playwright's typing waits
  // for the page after every key, which on a loaded CI machine spaces them like a person's. So the
  // burst is pressed inside the page, as one batch of key events a few milliseconds apart.
  await page.evaluate((text) => {
    const pressedAt = performance.now();
    [...text, 'Enter'].forEach((key, index) => {
      const event = new KeyboardEvent('keydown', { key, bubbles: true });
      Object.defineProperty(event, 'timeStamp', { value: pressedAt + index * 5 });
      document.body.dispatchEvent(event);
    });
  }, code);
  await expect(page.getByRole('alert').filter({ hasText: 'Ten kod został już użyty. Wygeneruj nowy na stronie konta.' })).toBeVisible();
  await expect(page.getByText('Cześć, Bożena!')).toHaveCount(0);
});

test("the reservation's QR opens a session on the kiosk; its unpaid booking goes to the phone's pay-by-link page or is paid by BLIK here, on a screen that fits 1024 × 768", async ({
  page,
  context,
}) => {
  const player = await createSession({ firstName: 'Oskar' });
  const reservation = await bookToday(player, 1, 'online');
  const venueId = reservation.venue_id;

  // The QR on the player's reservation details page names the kiosk URL of the reservation.
  await useSession(context, player);
  await page.goto(`/reservation/${venueId}/details/${reservation.id}`);
  const qr = page.getByTestId('reservation-check-in-qr');
  await expect(
    page.getByRole('region', { name: 'Zameldowanie na obiekcie' }).getByRole('img', { name: /^Kod QR rezerwacji/ }),
  ).toBeVisible();
  const encoded = await qr.getAttribute('data-value');
  expect(encoded).toBe(`${urls.host}/self-checkout/${venueId}/${reservation.reservation_uuid}`);

  // Opened on the reception's kiosk, in English, on a landscape tablet.
  await activatedKiosk(context, venueId);
  await kioskLanguage(context, 'en');
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`${urls.kiosk}${new URL(encoded ?? '').pathname}`);
  await expect(page.getByRole('heading', { level: 2, name: 'Hello, Oskar!' })).toBeVisible();
  const today = page.getByRole('region', { name: 'Your bookings today' });
  await expect(today).toContainText(reservation.sport_object_name);

  await today.getByRole('button', { name: /^Pay / }).click();
  const payQr = page.getByTestId('kiosk-qr');
  await expect(payQr.getByRole('img', { name: 'QR code of the payment page' })).toBeVisible();
  const link = `${urls.host}/p/${reservation.reservation_uuid}`;
  await expect(payQr).toHaveAttribute('data-value', link);
  // The whole pay screen fits the 1024 × 768 tablet: nothing to scroll, "Done" in view.
  expect(await scrollOverflow(page)).toEqual({ down: 0, sideways: 0 });
  await expect(page.getByRole('button', { name: 'Done' })).toBeInViewport({ ratio: 1 });

  // What the phone opens from that QR: the pay-by-link page of this reservation.
  const phone = await context.newPage();
  await phone.goto(link);
  await expect(phone.getByRole('heading', { level: 1, name: 'Płatność' })).toBeVisible();
  await expect(phone.getByRole('region', { name: 'Rezerwacja' })).toContainText(reservation.sport_object_name);
  await phone.close();

  // BLIK typed at the kiosk instead: the phone's QR goes, the two ways are exclusive.
  await page.getByLabel('BLIK code').fill('777123');
  await page.getByRole('button', { name: 'Pay with BLIK' }).click();
  await expect(page.getByText(/^(Confirm the payment in your bank app…|Paid\. Thank you!)$/)).toBeVisible();
  await expect(payQr).toHaveCount(0);
  await page.setViewportSize({ width: 360, height: 740 });
  expect((await scrollOverflow(page)).sideways).toBe(0);

  await page.getByRole('button', { name: 'Back to my bookings' }).click();
  await expect(today).toBeVisible();
  // Reception's way back is the logo: it ends the session on the kiosk's start screen, never the shell's page list.
  await page.getByRole('link', { name: /^Venue · kiosk/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Check in here' })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe(`/self-checkout/${venueId}`);
  await expect(page.locator('body')).not.toContainText('Oskar');
});

/** Chromium's fake camera plays a QR video written by the test (the file is read when the camera starts). */
const cameraTest = test.extend<object, { cameraVideo: string }>({
  cameraVideo: [
    // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use) => {
      const dir = mkdtempSync(join(tmpdir(), 'venue-e2e-camera-'));
      const file = join(dir, 'qr.y4m');
      writeQrVideo(file, 'no code yet');
      await use(file);
      rmSync(dir, { recursive: true, force: true });
    },
    { scope: 'worker' },
  ],
  launchOptions: [
    async ({ launchOptions, cameraVideo }, use) => {
      await use({
        ...launchOptions,
        args: [
          ...(launchOptions.args ?? []),
          '--use-fake-ui-for-media-stream',
          '--use-fake-device-for-media-stream',
          `--use-file-for-fake-video-capture=${cameraVideo}`,
        ],
      });
    },
    { scope: 'worker' },
  ],
});

cameraTest(
  'the camera reads the check-in QR (ZXing from the kiosk origin) and the player checks in',
  async ({ page, context, cameraVideo }) => {
    const player = await createSession({ firstName: 'Taras' });
    const reservation = await bookToday(player, 2, 'on_site');
    const venueId = reservation.venue_id;
    await activatedKiosk(context, venueId);
    await kioskLanguage(context, 'ua');
    writeQrVideo(cameraVideo, await checkInCode(player, venueId));
    const wasm: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('.wasm')) wasm.push(request.url());
    });

    await page.goto(kioskUrl(venueId));
    await page.getByRole('button', { name: 'Увімкнути камеру' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Вітаємо, Taras!' })).toBeVisible({ timeout: 20_000 });
    // Without a native BarcodeDetector (Chromium on Linux) the polyfill read it, its WASM from the kiosk's own origin.
    if (!(await page.evaluate(() => 'BarcodeDetector' in window))) expect(wasm.length).toBeGreaterThan(0);
    for (const url of wasm) expect(url.startsWith(`${urls.kiosk}/`)).toBe(true);

    const today = page.getByRole('region', { name: 'Ваші бронювання сьогодні' });
    await today.getByRole('button', { name: 'Зареєструватися' }).click();
    await expect(today.getByText(/^Зареєстровано о \d\d:\d\d$/)).toBeVisible();
    await page.getByRole('button', { name: 'Готово' }).click();
    // Back to idle with the camera off: the code still held up is not read again.
    await expect(page.getByRole('button', { name: 'Увімкнути камеру' })).toBeVisible();
    await expect(page.locator('video')).toHaveCount(0);
    await expect(page.locator('body')).not.toContainText('Taras');
  },
);
