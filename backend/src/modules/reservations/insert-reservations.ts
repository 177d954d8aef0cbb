import type { DbOrTx } from '../../db/database.js';
import { reservations, reservationSeries } from '../../db/schema/index.js';

/** A reservation row as a booking path writes it; the series parent is set here, never by the caller. */
export type NewReservation = Omit<typeof reservations.$inferInsert, 'id' | 'uuid' | 'parentId'>;

export type InsertedReservation = { readonly id: number; readonly groupClassOccurrenceId: number | null };

type PaymentMethod = NewReservation['paymentMethod'];

/** What a new booking shows for its payment: a carnet paid it, online waits for its window, on site owes. */
export function initialPaymentStatus(method: PaymentMethod): NewReservation['paymentStatus'] {
  if (method === 'carnet') return 'paid';
  return method === 'online' ? 'pending_online' : 'unpaid';
}

/**
 * The one place rows enter `reservations` and `reservation_series` (court bookings, private
 * lessons, class sign-ups, demo data): the caller holds the locks and has checked the rules. With
 * `series` the rows share one new parent, whose id comes back as `parentId` (null otherwise). The
 * database's exclusion and unique constraints still apply, so their errors reach the caller as before.
 */
export async function insertReservations(
  db: DbOrTx,
  rows: readonly NewReservation[],
  series?: { readonly userId: number; readonly now: Date },
): Promise<{ parentId: number | null; inserted: InsertedReservation[] }> {
  let parentId: number | null = null;
  if (series) {
    const [parent] = await db
      .insert(reservationSeries)
      .values({ userId: series.userId, createdAt: series.now })
      .returning({ id: reservationSeries.id });
    parentId = parent?.id ?? null;
  }
  if (rows.length === 0) return { parentId, inserted: [] };
  const inserted = await db
    .insert(reservations)
    .values(rows.map((row) => ({ ...row, parentId })))
    .returning({ id: reservations.id, groupClassOccurrenceId: reservations.groupClassOccurrenceId });
  return { parentId, inserted };
}
