import { and, asc, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { WalletStatementPage, WalletStatementQuery } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import {
  paymentReservations,
  payments,
  reservations,
  sportObjects,
  userVenueCarnets,
  venues,
  walletEntries,
  withdrawals,
} from '../../db/schema/index.js';
import { enrollmentLabels } from '../courses/enrollment-labels.js';
import { courseRefundEnrollmentId } from './ledger-events.js';
import { statementItem, type StatementFacts } from './statement-item.js';
import { statementGroupKey, walletTransactionRows, warsawDayStart } from './wallet-service.js';

/*
 * The wallet as the player's statement: one item per thing the player did, the ledger's entries
 * grouped by what caused them (statementGroupKey), paged on the server. The ledger stays as it is;
 * `GET /user_wallet/transaction_log` keeps listing its entries one by one.
 */

/** The filters apply to an item as a whole: any of its entries of a type or at a venue, its first entry's day. */
function itemFilter(query: WalletStatementQuery): SQL | undefined {
  return and(
    query.type ? sql`bool_or(${inArray(walletEntries.type, query.type)})` : undefined,
    query.from ? sql`min(${walletEntries.createdAt}) >= ${warsawDayStart(query.from).toISOString()}` : undefined,
    query.to ? sql`min(${walletEntries.createdAt}) < ${warsawDayStart(query.to, 1).toISOString()}` : undefined,
    query.venue_id === undefined ? undefined : sql`bool_or(${eq(walletEntries.venueId, query.venue_id)})`,
  );
}

export async function walletStatementPage(db: DbOrTx, userId: number, query: WalletStatementQuery): Promise<WalletStatementPage> {
  const groups = db
    .select({
      key: sql<string>`${statementGroupKey}`.as('group_key'),
      first: sql`min(${walletEntries.createdAt})`.as('first_at'),
      last: sql<number>`max(${walletEntries.id})`.as('last_id'),
    })
    .from(walletEntries)
    .where(eq(walletEntries.userId, userId))
    .groupBy(statementGroupKey)
    .having(itemFilter(query))
    .as('groups');
  const [counted] = await db.select({ total: count() }).from(groups);
  const page = await db
    .select({ key: groups.key })
    .from(groups)
    .orderBy(desc(groups.first), desc(groups.last))
    .limit(query.page_size)
    .offset((query.page - 1) * query.page_size);
  const keys = page.map((row) => row.key);
  const items = keys.length === 0 ? [] : await itemsOf(db, userId, keys);
  return { items, total: counted?.total ?? 0, page: query.page, page_size: query.page_size };
}

const idsOf = (keys: string[], prefix: string) =>
  keys.filter((key) => key.startsWith(`${prefix}:`)).map((key) => Number(key.split(':')[1]));

async function itemsOf(db: DbOrTx, userId: number, keys: string[]): Promise<WalletStatementPage['items']> {
  const rows = await walletTransactionRows(db, and(eq(walletEntries.userId, userId), inArray(statementGroupKey, keys)), {
    limit: 100_000,
    offset: 0,
  });
  const facts = await factsOf(db, userId, idsOf(keys, 'payment'), idsOf(keys, 'withdrawal'), idsOf(keys, 'entry'));
  return keys.map((key) =>
    statementItem(
      key,
      // Oldest first: the order things happened in.
      rows
        .filter((row) => row.group === key)
        .map((row) => row.transaction)
        .reverse(),
      facts,
    ),
  );
}

/** What the page's payments and withdrawals were: method and amounts, the reservations or carnet bought, the account. */
async function factsOf(
  db: DbOrTx,
  userId: number,
  paymentIds: number[],
  withdrawalIds: number[],
  entryIds: number[],
): Promise<StatementFacts> {
  const facts: StatementFacts = { payments: new Map(), withdrawals: new Map(), courseRefunds: new Map() };
  // A course's payment and its refund name the course and the child; the courses module says which.
  const refunds =
    entryIds.length === 0
      ? []
      : (
          await db
            .select({ id: walletEntries.id, key: walletEntries.idempotencyKey })
            .from(walletEntries)
            .where(and(inArray(walletEntries.id, entryIds), eq(walletEntries.userId, userId)))
        ).flatMap((row) => {
          const enrollmentId = courseRefundEnrollmentId(row.key);
          return enrollmentId === null ? [] : [{ entryId: row.id, enrollmentId }];
        });
  const labels = await enrollmentLabels(db, { paymentIds, enrollmentIds: refunds.map((refund) => refund.enrollmentId) });
  const courseOf = (label: { courseName: string; childFirstName: string } | undefined) =>
    label ? { name: label.courseName, child_first_name: label.childFirstName } : null;
  for (const refund of refunds) {
    const course = courseOf(labels.byEnrollment.get(refund.enrollmentId));
    if (course) facts.courseRefunds.set(refund.entryId, course);
  }
  if (paymentIds.length > 0) {
    const paymentRows = await db
      .select({ payment: payments, venueName: venues.name, venueTimezone: venues.timezone })
      .from(payments)
      .innerJoin(venues, eq(venues.id, payments.venueId))
      .where(and(inArray(payments.id, paymentIds), eq(payments.userId, userId)));
    const carnets = await db
      .select({ paymentId: userVenueCarnets.paymentId, name: userVenueCarnets.name })
      .from(userVenueCarnets)
      .where(inArray(userVenueCarnets.paymentId, paymentIds));
    const booked = await db
      .select({
        paymentId: paymentReservations.paymentId,
        reservationId: reservations.id,
        start: reservations.startTime,
        objectName: sportObjects.name,
      })
      .from(paymentReservations)
      .innerJoin(reservations, eq(reservations.id, paymentReservations.reservationId))
      .innerJoin(sportObjects, eq(sportObjects.id, reservations.sportObjectId))
      .where(inArray(paymentReservations.paymentId, paymentIds))
      .orderBy(asc(reservations.startTime), asc(reservations.id));
    for (const { payment, venueName, venueTimezone } of paymentRows) {
      const mine = booked.filter((row) => row.paymentId === payment.id);
      facts.payments.set(payment.id, {
        methodId: payment.methodId,
        amount: payment.amountGrosze,
        serviceFee: payment.serviceFeeGrosze,
        venueId: payment.venueId,
        venueName,
        venueTimezone,
        carnetName: carnets.find((row) => row.paymentId === payment.id)?.name ?? null,
        course: courseOf(labels.byPayment.get(payment.id)),
        reservations: mine.map((row) => ({ id: row.reservationId, start: row.start.toISOString(), objectName: row.objectName })),
      });
    }
  }
  if (withdrawalIds.length > 0) {
    const withdrawalRows = await db
      .select()
      .from(withdrawals)
      .where(and(inArray(withdrawals.id, withdrawalIds), eq(withdrawals.userId, userId)));
    for (const row of withdrawalRows) {
      facts.withdrawals.set(row.id, {
        id: row.id,
        amount: row.amount,
        state: row.state,
        iban_last4: row.iban.slice(-4),
        expected_arrival_date: row.expectedArrivalDate,
        failure_reason: row.failureReason,
      });
    }
  }
  return facts;
}
