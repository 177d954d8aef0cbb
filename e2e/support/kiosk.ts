// The self-checkout kiosk's test data: a booking today at a kiosk's venue, an activated kiosk, a
// player's check-in code as the account page gets it, and a camera video of a QR code.
import { writeFileSync } from 'node:fs';
import QRCode from 'qrcode';
import { api, venueDay } from './api.ts';
import { urls } from './env.ts';
import type { BrowserContext } from './test.ts';
import type { Session } from './session.ts';

export interface KioskReservation {
  readonly id: number;
  readonly reservation_uuid: string;
  readonly venue_id: number;
  readonly sport_object_name: string;
}

type Availability = { objects: { id: number; slots: { start_time: string; prices: number[] }[] }[] };

/**
 * The kiosk shows the player's bookings of the venue's day, so a test needs an hour still free
 * today. The first demo venue closes at 22:00 or 23:00; late in the evening the kiosk tests move
 * to Gdańsk (3, until midnight), and in the last hour of the day to just after midnight at Atlas
 * (6, open round the clock), which the kiosk's arrival window (3 hours past now) still shows.
 */
const KIOSK_DAYS: readonly { venueId: number; daysAhead: number }[] = [
  { venueId: 1, daysAhead: 0 },
  { venueId: 3, daysAhead: 0 },
  { venueId: 6, daysAhead: 0 },
  { venueId: 6, daysAhead: 1 },
];
/** Of the backend's `KIOSK_ARRIVAL_WINDOW_HOURS` (3), with room for the test's own minutes. */
const ARRIVAL_WINDOW_MS = 2 * 3_600_000;

/**
 * A booking of `session` for the kiosk's day on the `fromLast`-th court from the end of the kiosk
 * venue's list (each kiosk test takes its own court): today's last free hour (other specs book
 * from the morning on; the door test takes the first one), or after midnight the first one.
 */
export async function bookToday(session: Session, fromLast: number, payment: 'on_site' | 'online'): Promise<KioskReservation> {
  for (const { venueId, daysAhead } of KIOSK_DAYS) {
    const availability = await api<Availability>(
      session,
      'GET',
      `/marketplace/venue/get_object_availabilities/${venueId}?date=${venueDay(daysAhead)}`,
    );
    const court = availability.objects[availability.objects.length - 1 - fromLast];
    // A minute of margin: the start must still be in the future when the booking arrives.
    const bookable = (s: { start_time: string; prices: number[] }) => s.prices.length > 0 && Date.parse(s.start_time) > Date.now() + 60_000;
    const slot =
      daysAhead === 0
        ? court?.slots.findLast(bookable)
        : court?.slots.find((s) => bookable(s) && Date.parse(s.start_time) < Date.now() + ARRIVAL_WINDOW_MS);
    if (!court || !slot) continue;
    const venue = await api<{ regulations: { id: number; required: boolean }[] }>(session, 'GET', `/marketplace/venue/${venueId}`);
    const start = new Date(slot.start_time);
    const created = await api<{ reservations: KioskReservation[] }>(session, 'POST', '/users/reservation', {
      venue_id: venueId,
      venue_sport_object_id: court.id,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 3_600_000).toISOString(),
      payment,
      accepted_regulation_ids: venue.regulations.filter((r) => r.required).map((r) => r.id),
    });
    const reservation = created.reservations[0];
    if (reservation) return reservation;
  }
  throw new Error("No kiosk venue has a free hour left in the kiosk's day");
}

/** The demo venues' kiosk code (seeded outside production). */
export const demoKioskCode = (venueId: number) => `DEMO-KIOSK-${venueId}`;

/** The kiosk page of a venue on the kiosk's own origin (the reception's standalone kiosk). */
export const kioskUrl = (venueId: number, uuid?: string) => `${urls.kiosk}/self-checkout/${venueId}${uuid ? `/${uuid}` : ''}`;

/** Activates a kiosk through the API and leaves its token where the kiosk keeps it, for tests about what follows. */
export async function activatedKiosk(context: BrowserContext, venueId: number): Promise<void> {
  const { kiosk_token } = await api<{ kiosk_token: string }>(null, 'POST', '/public/kiosk/activate', {
    venue_id: venueId,
    code: demoKioskCode(venueId),
  });
  await context.addInitScript(
    ({ origin, key, token }) => {
      if (location.origin === origin) localStorage.setItem(key, token);
    },
    { origin: urls.kiosk, key: `venue.kiosk.${venueId}`, token: kiosk_token },
  );
}

/** A fresh check-in code, as the account page asks for it (single use, 120 s). */
export async function checkInCode(session: Session, venueId: number): Promise<string> {
  return (await api<{ token: string }>(session, 'POST', '/users/user_venue_qrcode', { venue_id: venueId })).token;
}

/**
 * A Y4M video of `text` as a QR code, for Chromium's fake camera
 * (`--use-file-for-fake-video-capture`): the header, then raw I420 frames (a luma plane, then
 * quarter-size chroma planes), black modules on white with a quiet zone. Chromium loops the file.
 */
export function writeQrVideo(file: string, text: string, { width = 320, height = 240, frames = 3 } = {}): void {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const quiet = 4;
  const side = modules.size + 2 * quiet;
  const scale = Math.floor(Math.min(width, height) / side);
  if (scale < 2) throw new Error(`A ${modules.size}-module code does not fit ${width}×${height}`);
  const left = Math.floor((width - side * scale) / 2);
  const top = Math.floor((height - side * scale) / 2);
  const luma = Buffer.alloc(width * height, 235);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const offset = (top + (quiet + row) * scale + y) * width + left + (quiet + col) * scale;
        luma.fill(16, offset, offset + scale);
      }
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
