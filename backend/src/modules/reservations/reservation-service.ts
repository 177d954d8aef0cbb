import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { CreateReservationResponse, OccurrencePreview, RecurrencePreviewResponse, Reservation } from '@venue/api';
import type { Db, Tx } from '../../db/database.js';
import { reservations } from '../../db/schema/index.js';
import type { SportObject } from '../../db/schema/venues.js';
import { ApiError, notFound, validationFailed } from '../../lib/api-error.js';
import { busyCells, evaluateSlot, nearestFreeStarts, type Interval } from '../venues/availability.js';
import { busyIntervals, findObjectWithCatalog } from '../venues/availability-service.js';
import type { VenueCatalog } from '../venues/venue-catalog.js';
import { initialPaymentStatus, insertReservations } from './insert-reservations.js';
import { openPaymentWindow } from './payment-window.js';
import { queueResaleCheck } from './resale-refund.js';
import { claimHold, runningHoldOverlaps } from '../term-notifications/holds.js';
import { lockCourt, overlapsActiveReservation } from './court-lock.js';
import { bookingLimitReached, checkHoldings, lockPlayer } from './fair-use.js';
import { weeklyOccurrences } from './recurrence.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { checkTerms, refusal, type ParsedRequest } from './booking-rules.js';
import { reservationView, selectReservations } from './reservation-views.js';
import { assertBillingDataForInvoice } from '../users/billing-data.js';
import { ensureVenueProfile } from '../users/venue-profiles.js';
import { confirmTrainerFree, privateLessonTerms } from '../trainers/private-lesson.js';

const EXCLUSION_VIOLATION = '23P01';

class SlotTaken extends Error {
  constructor(
    readonly start: Date,
    readonly end: Date,
  ) {
    super('Slot taken');
  }
}

function isExclusionViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined;
  // Drizzle wraps driver errors; the PostgreSQL code sits on the cause.
  return codeOf(error) === EXCLUSION_VIOLATION || (error instanceof Error && codeOf(error.cause) === EXCLUSION_VIOLATION);
}

/** `trainerPrice`: a private lesson's trainer share, part of `price`. */
type Slot = { start: Date; end: Date; price: number; trainerPrice?: number };

/**
 * Pays a single booking inside its transaction (a carnet). `prepare` runs first, before the player
 * and court locks, and may refuse; the function it answers runs after the insert with the new id.
 */
export type InTransactionPayment = (
  tx: Tx,
  booking: { catalog: VenueCatalog; object: SportObject; start: Date; end: Date; price: number },
) => Promise<(reservationId: number) => Promise<void>>;

async function loadBookable(db: Db, request: ParsedRequest) {
  const { catalog, object } = await findObjectWithCatalog(db, request.venue_sport_object_id).catch((error: unknown) => {
    if (error instanceof ApiError && error.statusCode === 404)
      throw validationFailed({ venue_sport_object_id: { key: 'validation.invalid' } });
    throw error;
  });
  if (catalog.venue.id !== request.venue_id) throw validationFailed({ venue_sport_object_id: { key: 'validation.invalid' } });
  return { catalog, object };
}

/**
 * Inserts the slots for one court as one unit. The transaction-level advisory lock on the court
 * makes concurrent bookings of it queue (one lock per transaction, so no deadlock cycle can form);
 * the overlap check then sees every committed booking, and the exclusion constraint remains the
 * final guard should anything bypass this path.
 */
async function insertLocked(
  db: Db,
  userId: number,
  catalog: VenueCatalog,
  object: SportObject,
  slots: Slot[],
  request: ParsedRequest,
  discountPerBooking: number,
  now: Date,
  /** A series, with the language its release notice is written in (the one the player booked in). */
  series: { language: MessageLanguage } | null,
  payment?: InTransactionPayment,
): Promise<number[]> {
  if (request.invoice) await assertBillingDataForInvoice(db, userId);
  try {
    return await db.transaction(async (tx: Tx) => {
      const first = slots[0];
      const pay =
        payment && first
          ? await payment(tx, {
              catalog,
              object,
              start: first.start,
              end: first.end,
              price: first.price - Math.min(discountPerBooking, first.price),
            })
          : null;
      // Player first, then court, in every booking: the fair-use count sees the player's other
      // bookings in flight, and the fixed order leaves no deadlock cycle.
      await lockPlayer(tx, userId);
      await checkHoldings(tx, catalog.venue, userId, { count: slots.length, unpaidOnSite: request.payment === 'on_site' }, now);
      await lockCourt(tx, object.id);
      for (const slot of slots) {
        if (await overlapsActiveReservation(tx, object.id, slot.start, slot.end)) throw new SlotTaken(slot.start, slot.end);
        // Freed time held for another player who asked to be told (issue 29) is taken for everyone else.
        if (await runningHoldOverlaps(tx, object.id, slot.start, slot.end, userId)) throw new SlotTaken(slot.start, slot.end);
        // A private lesson: the trainer's lock comes after the court's, and they must still be free.
        if (request.trainer_venue_profile_id !== undefined)
          await confirmTrainerFree(tx, request.trainer_venue_profile_id, slot.start, slot.end, catalog.venue.timezone);
      }
      const { parentId, inserted: rows } = await insertReservations(
        tx,
        slots.map((slot) => ({
          userId,
          venueId: catalog.venue.id,
          sportObjectId: object.id,
          startTime: slot.start,
          endTime: slot.end,
          paymentMethod: request.payment,
          paymentStatus: initialPaymentStatus(request.payment),
          basePriceGrosze: slot.price,
          discountGrosze: Math.min(discountPerBooking, slot.price),
          discountCards: request.discount_cards,
          invoice: request.invoice,
          acceptedRegulationIds: request.accepted_regulation_ids,
          createdAt: now,
          trainerVenueProfileId: request.trainer_venue_profile_id ?? null,
          trainerPriceGrosze: slot.trainerPrice ?? 0,
        })),
        series ? { userId, now } : undefined,
      );
      if (pay) for (const row of rows) await pay(row.id);
      // Court time a player cancelled late and paid for, booked again: their money may come back.
      await queueResaleCheck(
        tx,
        rows.map((row, index) => ({
          id: row.id,
          sportObjectId: object.id,
          start: slots[index]?.start ?? now,
          end: slots[index]?.end ?? now,
          pendingOnline: initialPaymentStatus(request.payment) === 'pending_online',
        })),
        now,
      );
      // The holder booking their held slot: the wish is done and the hold ends.
      await claimHold(
        tx,
        userId,
        rows.map((row, index) => ({
          id: row.id,
          sportObjectId: object.id,
          startTime: slots[index]?.start ?? now,
          endTime: slots[index]?.end ?? now,
        })),
      );
      // A first booking at a venue makes the user a customer there ("Your venues", check-in QR).
      await ensureVenueProfile(tx, userId, catalog.venue.id);
      if (request.payment === 'online') {
        await openPaymentWindow(tx, rows, series && parentId !== null ? { seriesId: parentId, language: series.language } : null, now);
      }
      return rows.map((row) => row.id);
    });
  } catch (error) {
    if (error instanceof SlotTaken) throw await slotTakenError(db, catalog, object, error.start, error.end, now);
    if (isExclusionViolation(error)) throw await slotTakenError(db, catalog, object, slots[0]?.start ?? now, slots[0]?.end ?? now, now);
    throw error;
  }
}

/** 409 with the nearest free starts of the same length on the same court and day. */
async function slotTakenError(db: Db, catalog: VenueCatalog, object: SportObject, start: Date, end: Date, now: Date): Promise<ApiError> {
  const evaluation = evaluateSlot(catalog, object, start, end, now);
  let alternatives: { start_time: string; end_time: string; price: number }[] = [];
  if (evaluation.ok) {
    const { grid } = evaluation;
    const busy = await busyIntervals(db, catalog.venue.id, [object.id], grid.open, grid.close);
    alternatives = nearestFreeStarts(
      grid,
      busyCells(grid, busy.get(object.id) ?? []),
      now,
      start,
      (end.getTime() - start.getTime()) / 60_000,
    ).map((slot) => ({
      start_time: slot.start.toISOString(),
      end_time: slot.end.toISOString(),
      price: slot.price,
    }));
  }
  return new ApiError(409, 'CONFLICT', `The slot starting ${start.toISOString()} was just taken`, { alternatives });
}

async function viewsOf(db: Db, ids: number[], now: Date): Promise<Reservation[]> {
  if (ids.length === 0) return [];
  const rows = await selectReservations(db).where(inArray(reservations.id, ids)).orderBy(asc(reservations.startTime));
  return rows.map((row) => reservationView(row, now));
}

export async function createReservation(
  db: Db,
  userId: number,
  request: ParsedRequest,
  now: Date,
  payment?: InTransactionPayment,
): Promise<CreateReservationResponse> {
  const { catalog, object } = await loadBookable(db, request);
  const { discountPerBooking } = checkTerms(catalog, request);
  const start = new Date(request.start_time);
  const end = new Date(request.end_time);
  const evaluation = evaluateSlot(catalog, object, start, end, now);
  if (!evaluation.ok) throw refusal(evaluation.reason);
  // A private lesson (issue 16): the court with a trainer, priced court + trainer.
  const lesson =
    request.trainer_venue_profile_id === undefined
      ? null
      : await privateLessonTerms(db, catalog, object, request.trainer_venue_profile_id, start, end);
  const ids = await insertLocked(
    db,
    userId,
    catalog,
    object,
    [{ start, end, price: evaluation.price + (lesson?.price ?? 0), trainerPrice: lesson?.price ?? 0 }],
    request,
    discountPerBooking,
    now,
    null,
    payment,
  );
  return { parent_id: null, reservations: await viewsOf(db, ids, now) };
}

/** Every weekly occurrence from the first slot until `until`, each marked free or why not. */
export async function previewSeries(
  db: Db,
  request: ParsedRequest & { recurring: NonNullable<ParsedRequest['recurring']> },
  now: Date,
): Promise<RecurrencePreviewResponse> {
  const { catalog, object } = await loadBookable(db, request);
  checkTerms(catalog, request);
  const occurrences = weeklyOccurrences(
    new Date(request.start_time),
    new Date(request.end_time),
    request.recurring.until,
    catalog.venue.timezone,
    catalog.venue.maxSeriesOccurrences,
  );
  const last = occurrences.at(-1);
  const busy: Interval[] =
    last && occurrences[0]
      ? ((await busyIntervals(db, catalog.venue.id, [object.id], occurrences[0].start, last.end)).get(object.id) ?? [])
      : [];
  return {
    occurrences: occurrences.map((occurrence): OccurrencePreview => {
      const base = { start_time: occurrence.start.toISOString(), end_time: occurrence.end.toISOString() };
      const evaluation = evaluateSlot(catalog, object, occurrence.start, occurrence.end, now);
      if (!evaluation.ok) {
        if (evaluation.reason === 'invalid_duration') throw refusal(evaluation.reason);
        return { ...base, status: evaluation.reason, price: null };
      }
      const taken = busy.some((interval) => interval.start < occurrence.end && interval.end > occurrence.start);
      return { ...base, status: taken ? 'taken' : 'free', price: evaluation.price };
    }),
  };
}

/** Books the chosen occurrences of a weekly series, all or none, under one parent id. */
export async function createSeries(
  db: Db,
  userId: number,
  request: ParsedRequest & { recurring: NonNullable<ParsedRequest['recurring']> },
  now: Date,
  language: MessageLanguage,
): Promise<CreateReservationResponse> {
  const { catalog, object } = await loadBookable(db, request);
  const { discountPerBooking } = checkTerms(catalog, request);
  const occurrences = weeklyOccurrences(
    new Date(request.start_time),
    new Date(request.end_time),
    request.recurring.until,
    catalog.venue.timezone,
  );
  const chosen = new Set((request.recurring.occurrences ?? []).map((value) => new Date(value).getTime()));
  if (chosen.size === 0) throw validationFailed({ 'recurring.occurrences': { key: 'validation.required' } });
  // A series covers the venue's first `maxSeriesOccurrences` weeks, as its preview lists them.
  const maxWeeks = catalog.venue.maxSeriesOccurrences;
  if (chosen.size > maxWeeks) throw bookingLimitReached('series_occurrences', maxWeeks);
  const weekOf = new Map(occurrences.map((occurrence, week) => [occurrence.start.getTime(), { occurrence, week }]));
  const slots: Slot[] = [];
  for (const time of chosen) {
    const found = weekOf.get(time);
    if (!found) throw validationFailed({ 'recurring.occurrences': { key: 'validation.invalid' } });
    if (found.week >= maxWeeks) throw bookingLimitReached('series_occurrences', maxWeeks);
    const { occurrence } = found;
    const evaluation = evaluateSlot(catalog, object, occurrence.start, occurrence.end, now);
    if (!evaluation.ok) throw refusal(evaluation.reason);
    slots.push({ start: occurrence.start, end: occurrence.end, price: evaluation.price });
  }
  slots.sort((a, b) => a.start.getTime() - b.start.getTime());
  const ids = await insertLocked(db, userId, catalog, object, slots, request, discountPerBooking, now, { language });
  const views = await viewsOf(db, ids, now);
  return { parent_id: views[0]?.parent_id ?? null, reservations: views };
}

export async function listReservations(
  db: Db,
  userId: number,
  filter: { from?: Date; to?: Date; includeCancelled: boolean },
  now: Date,
): Promise<Reservation[]> {
  const rows = await selectReservations(db)
    .where(
      and(
        eq(reservations.userId, userId),
        filter.from ? gte(reservations.startTime, filter.from) : undefined,
        filter.to ? lt(reservations.startTime, filter.to) : undefined,
        filter.includeCancelled ? undefined : sql`${reservations.state} = 'active'`,
      ),
    )
    .orderBy(asc(reservations.startTime), asc(reservations.id));
  return rows.map((row) => reservationView(row, now));
}

/** By numeric id or uuid; another user's reservation is "not found", so ids reveal nothing. */
export async function findOwnReservation(db: Db, userId: number, ref: string, now: Date): Promise<Reservation> {
  const byUuid = ref.includes('-');
  const [row] = await selectReservations(db).where(
    and(eq(reservations.userId, userId), byUuid ? eq(reservations.uuid, ref.toLowerCase()) : eq(reservations.id, Number(ref))),
  );
  if (!row) throw notFound(`Reservation ${ref} not found`);
  return reservationView(row, now);
}

/** By uuid alone: the pay-by-link capability. Unknown uuids are 404. */
export async function findReservationByUuid(db: Db, uuid: string, now: Date): Promise<Reservation> {
  const [row] = await selectReservations(db).where(eq(reservations.uuid, uuid.toLowerCase()));
  if (!row) throw notFound('Reservation not found');
  return reservationView(row, now);
}
