import { and, count, desc, eq, gte, inArray, lt, sql, type SQL } from 'drizzle-orm';
import { DateTime } from 'luxon';
import type { Wallet, WalletTransaction, WalletTransactionLogQuery, WalletTransactionPage } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { paymentReservations, reservations, sportObjects, venues, walletEntries, type WalletEntryType } from '../../db/schema/index.js';
import { refundReasonOf } from './ledger-events.js';

export type LedgerPosting = {
  userId: number;
  type: WalletEntryType;
  availableDelta: number;
  frozenDelta?: number;
  /** Audit text for support and accounting (Polish); users see the apps' own wording of the entry. */
  description: string;
  reservationId?: number | null;
  paymentId?: number | null;
  venueId?: number | null;
  /** Names the business event (built by `ledgerEventKey`); a second posting of the same event is ignored. */
  idempotencyKey: string;
  now: Date;
};

/** Appends one entry unless its event was posted before; true when this call posted it. */
export async function postToLedger(db: DbOrTx, posting: LedgerPosting): Promise<boolean> {
  const rows = await db
    .insert(walletEntries)
    .values({
      userId: posting.userId,
      type: posting.type,
      availableDelta: posting.availableDelta,
      frozenDelta: posting.frozenDelta ?? 0,
      description: posting.description,
      reservationId: posting.reservationId ?? null,
      paymentId: posting.paymentId ?? null,
      venueId: posting.venueId ?? null,
      idempotencyKey: posting.idempotencyKey,
      createdAt: posting.now,
    })
    .onConflictDoNothing({ target: walletEntries.idempotencyKey })
    .returning({ id: walletEntries.id });
  return rows.length > 0;
}

export async function walletBalance(db: DbOrTx, userId: number): Promise<Wallet> {
  const [row] = await db
    .select({
      available: sql<string>`coalesce(sum(${walletEntries.availableDelta}), 0)`,
      frozen: sql<string>`coalesce(sum(${walletEntries.frozenDelta}), 0)`,
    })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId));
  return { available: Number(row?.available ?? 0), frozen: Number(row?.frozen ?? 0), currency: 'PLN' };
}

/** The zone the history's `from` and `to` days are read in: the venues' (the product is Polish). */
const HISTORY_TIME_ZONE = 'Europe/Warsaw';

/** The start of a calendar day in Warsaw, as an instant. */
export function warsawDayStart(day: string, plusDays = 0): Date {
  return DateTime.fromISO(day, { zone: HISTORY_TIME_ZONE }).plus({ days: plusDays }).startOf('day').toJSDate();
}

export function historyFilter(userId: number, query: Omit<WalletTransactionLogQuery, 'page' | 'page_size'>): SQL | undefined {
  return and(
    eq(walletEntries.userId, userId),
    query.type ? inArray(walletEntries.type, query.type) : undefined,
    query.from ? gte(walletEntries.createdAt, warsawDayStart(query.from)) : undefined,
    // `to` is inclusive: everything before the start of the next day.
    query.to ? lt(walletEntries.createdAt, warsawDayStart(query.to, 1)) : undefined,
    query.venue_id === undefined ? undefined : eq(walletEntries.venueId, query.venue_id),
  );
}

/** One page of the user's ledger entries matching the filters, newest first, with the total count. */
export async function walletTransactionPage(db: DbOrTx, userId: number, query: WalletTransactionLogQuery): Promise<WalletTransactionPage> {
  const where = historyFilter(userId, query);
  const [counted] = await db.select({ total: count() }).from(walletEntries).where(where);
  const items = await walletTransactions(db, where, { limit: query.page_size, offset: (query.page - 1) * query.page_size });
  return { items, total: counted?.total ?? 0, page: query.page, page_size: query.page_size };
}

/**
 * The statement item an entry belongs to (wallet-statement.ts): a withdrawal's entries by its id
 * (read from the idempotency key, the ledger's record of the event), a payment's by payment id,
 * anything else on its own.
 */
export const statementGroupKey = sql<string>`case
  when ${walletEntries.idempotencyKey} like 'withdrawal:%' then 'withdrawal:' || split_part(${walletEntries.idempotencyKey}, ':', 2)
  when ${walletEntries.paymentId} is not null then 'payment:' || ${walletEntries.paymentId}
  else 'entry:' || ${walletEntries.id}
end`;

async function walletTransactions(
  db: DbOrTx,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<WalletTransaction[]> {
  return (await walletTransactionRows(db, where, paging)).map((row) => row.transaction);
}

/** Ledger entries with what they concern, newest first, each with its statement item's key. */
export async function walletTransactionRows(
  db: DbOrTx,
  where: SQL | undefined,
  paging: { limit: number; offset: number },
): Promise<{ transaction: WalletTransaction; group: string }[]> {
  const rows = await db
    .select({
      group: statementGroupKey,
      entry: walletEntries,
      venueName: venues.name,
      venueTimezone: venues.timezone,
      objectName: sportObjects.name,
      reservationStart: reservations.startTime,
      paymentReservationCount: sql<
        number | null
      >`(select count(*)::int from ${paymentReservations} where ${paymentReservations.paymentId} = ${walletEntries.paymentId})`,
    })
    .from(walletEntries)
    .leftJoin(reservations, eq(reservations.id, walletEntries.reservationId))
    .leftJoin(venues, eq(venues.id, walletEntries.venueId))
    .leftJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
    .where(where)
    .orderBy(desc(walletEntries.createdAt), desc(walletEntries.id))
    .limit(paging.limit)
    .offset(paging.offset);
  return rows.map(({ group, entry, venueName, venueTimezone, objectName, reservationStart, paymentReservationCount }) => ({
    group,
    transaction: {
      id: entry.id,
      type: entry.type,
      amount: entry.availableDelta,
      frozen_amount: entry.frozenDelta,
      description: entry.description,
      created_at: entry.createdAt.toISOString(),
      reservation_id: entry.reservationId,
      payment_id: entry.paymentId,
      venue_id: entry.venueId,
      venue_name: venueName,
      venue_timezone: venueTimezone,
      sport_object_name: objectName,
      reservation_start_time: reservationStart?.toISOString() ?? null,
      refund_reason: refundReasonOf(entry),
      // A payment always pays for at least one reservation; without one the count means nothing.
      payment_reservation_count: entry.paymentId === null || !paymentReservationCount ? null : Number(paymentReservationCount),
    },
  }));
}
