// Money in a test user's wallet, made through the API: a court booked online (`bookOnline`), paid
// by BLIK in the sandbox and cancelled in the free window refunds its price to the wallet.
import { api } from './api.ts';
import { expect } from './test.ts';
import type { Session } from './session.ts';
import { venueDay } from './api.ts';

export interface Refund {
  readonly reservationId: number;
  readonly venueId: number;
  /** Grosze. */
  readonly amount: number;
}

export interface CourtSlot {
  readonly venueId: number;
  readonly daysAhead: number;
  /** Which court of the venue, so parallel tests never want the same slot. */
  readonly courtIndex: number;
  /** The first local start tried, "HH:MM". */
  readonly fromLocal: string;
}

export interface OnlineBooking {
  readonly id: number;
  /** The pay-by-link address's key (`/p/:uuid`). */
  readonly uuid: string;
  readonly venueId: number;
  /** Grosze. */
  readonly price: number;
}

/** Books the first free hour of the slot's court from `fromLocal`, to be paid online. */
export async function bookOnline(session: Session, slot: CourtSlot): Promise<OnlineBooking> {
  const { venueId, daysAhead, courtIndex, fromLocal } = slot;
  const availability = await api<{ objects: { id: number; slots: { start_time: string; local_time: string; prices: number[] }[] }[] }>(
    session,
    'GET',
    `/marketplace/venue/get_object_availabilities/${venueId}?date=${venueDay(daysAhead)}`,
  );
  const court = availability.objects[courtIndex];
  const free = court?.slots.find((s) => s.local_time >= fromLocal && s.prices.length > 0);
  if (!court || !free) throw new Error(`No free slot at venue ${venueId}, court #${courtIndex}, ${daysAhead} days ahead`);
  const start = new Date(free.start_time);

  const venue = await api<{ regulations: { id: number; required: boolean }[] }>(session, 'GET', `/marketplace/venue/${venueId}`);
  const booked = await api<{ reservations: { id: number; reservation_uuid: string; base_price: number; discount: number }[] }>(
    session,
    'POST',
    '/users/reservation',
    {
      venue_id: venueId,
      venue_sport_object_id: court.id,
      start_time: start.toISOString(),
      end_time: new Date(start.getTime() + 3_600_000).toISOString(),
      payment: 'online',
      accepted_regulation_ids: venue.regulations.filter((r) => r.required).map((r) => r.id),
    },
  );
  const [reservation] = booked.reservations;
  if (!reservation) throw new Error('Nothing booked');
  return { id: reservation.id, uuid: reservation.reservation_uuid, venueId, price: reservation.base_price - reservation.discount };
}

/** Pays a booking by BLIK in the sandbox (an approving code) and waits for the money; answers the payment. */
export async function payByBlik(session: Session, reservation: OnlineBooking): Promise<{ id: number; amount: number }> {
  const payment = await api<{ id: number; amount: number }>(session, 'POST', '/users/payment/create', {
    type: 'reservation',
    venue_id: reservation.venueId,
    reservation_id: reservation.id,
    method_id: 509,
    blik_code: '777123',
  });
  await expect
    .poll(async () => (await api<{ status: string }>(session, 'GET', `/users/payment/${payment.id}`)).status, { timeout: 10_000 })
    .toBe('SUCCESS');
  return payment;
}

/** Books the slot online, pays it by BLIK in the sandbox and cancels it for free: the price lands in the wallet. */
export async function refundToWallet(session: Session, slot: CourtSlot): Promise<Refund> {
  const reservation = await bookOnline(session, slot);
  await payByBlik(session, reservation);
  await api(session, 'DELETE', `/users/reservation/${reservation.id}`);
  return { reservationId: reservation.id, venueId: reservation.venueId, amount: reservation.price };
}

/** "110,00 zł", as the page writes money. */
export function money(grosze: number): string {
  return new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', currencyDisplay: 'narrowSymbol' }).format(grosze / 100);
}
