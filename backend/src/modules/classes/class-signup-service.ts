import { and, asc, eq, gt, inArray, sql } from 'drizzle-orm';
import type * as v from 'valibot';
import {
  type ClassOccurrencePreview,
  type ClassRecurrencePreviewResponse,
  type ClassSignUpRequestSchema,
  type CreateReservationResponse,
} from '@venue/api';
import type { Db, Tx } from '../../db/database.js';
import { groupClasses, groupClassOccurrences, reservations, type GroupClass } from '../../db/schema/index.js';
import { ApiError, ruleViolated, validationFailed } from '../../lib/api-error.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { lockCarnetToSpend, planCarnetSpends } from '../carnets/carnet-booking.js';
import { checkTerms, refusal } from '../reservations/booking-rules.js';
import { initialPaymentStatus, insertReservations } from '../reservations/insert-reservations.js';
import { openPaymentWindow } from '../reservations/payment-window.js';
import { bookingLimitReached, checkHoldings, lockPlayer } from '../reservations/fair-use.js';
import { weeklyOccurrences } from '../reservations/recurrence.js';
import { reservationView, selectReservations } from '../reservations/reservation-views.js';
import { ensureVenueProfile } from '../users/venue-profiles.js';
import { lastBookableDate } from '../venues/availability.js';
import { venueCatalog, type VenueCatalog } from '../venues/venue-catalog.js';
import { localPosition } from '../venues/venue-time.js';
import { lockOccurrences } from './class-occurrences.js';
import { occurrenceViews, priceListsOf, takenPlaces } from './class-views.js';

export type ClassSignUp = v.InferOutput<typeof ClassSignUpRequestSchema>;
type Occurrence = typeof groupClassOccurrences.$inferSelect;
type Target = { occurrence: Occurrence; groupClass: GroupClass; catalog: VenueCatalog };

const UNIQUE_VIOLATION = '23505';
/** How many later occurrences with room a CLASS_FULL answer offers. */
const NEXT_OCCURRENCES = 3;

const classNotFound = () => new ApiError(404, 'CLASS_NOT_FOUND', 'No such class occurrence at this venue');

/** The occurrence named by `venue_group_classes_id`, its class and venue; 404 when it is not at `venue_id`. */
async function loadTarget(db: Db, request: ClassSignUp): Promise<Target> {
  const [row] = await db
    .select({ occurrence: groupClassOccurrences, groupClass: groupClasses })
    .from(groupClassOccurrences)
    .innerJoin(groupClasses, eq(groupClasses.id, groupClassOccurrences.classId))
    .where(eq(groupClassOccurrences.id, request.venue_group_classes_id));
  if (!row || row.occurrence.venueId !== request.venue_id) throw classNotFound();
  const catalog = await venueCatalog(db, row.occurrence.venueId);
  if (!catalog) throw classNotFound();
  return { ...row, catalog };
}

type Terms = { price: number; priceListId: number | null };

/**
 * What does not depend on the date: regulations, the carnet rule and the price list. Returns the
 * price of one occurrence and the chosen list. A carnet sign-up needs no list (`price_list_id` 0):
 * an entry carnet pays one entry whatever the price; a value carnet pays the class's first price
 * list (the normal price, `sort_order` first), or the list the player chose if they sent one; a
 * class without price lists costs nothing.
 */
async function checkSignUpTerms(db: Db, target: Target, request: ClassSignUp): Promise<Terms> {
  checkTerms(target.catalog, { accepted_regulation_ids: request.accepted_regulation_ids, discount_cards: [] });
  // Spec §5: a pass-only venue (and a class that asks for it) takes carnet holders only.
  if ((target.catalog.venue.passOnly || target.groupClass.carnetRequired) && request.payment !== 'carnet') {
    throw ruleViolated('CARNET_REQUIRED', 'Only pass holders can sign up for this class');
  }
  const lists = (await priceListsOf(db, [target.groupClass.id])).get(target.groupClass.id) ?? [];
  if (request.payment === 'carnet' && request.price_list_id === 0) return { price: lists[0]?.price ?? 0, priceListId: null };
  const list = lists.find((item) => item.id === request.price_list_id);
  if (!list) throw validationFailed({ price_list_id: { key: 'validation.invalid' } });
  // The price the player saw must still be the price: a list changed meanwhile is not charged silently.
  if (request.venue_group_classes_price !== list.price)
    throw validationFailed({ venue_group_classes_price: { key: 'validation.invalid' } });
  return { price: list.price, priceListId: list.id };
}

type DateRefusal = 'cancelled' | 'in_past' | 'beyond_advance_limit';

function dateRefusal(occurrence: Occurrence, catalog: VenueCatalog, now: Date): DateRefusal | null {
  if (occurrence.state === 'cancelled') return 'cancelled';
  if (occurrence.startTime.getTime() <= now.getTime()) return 'in_past';
  if (localPosition(occurrence.startTime, catalog.venue.timezone).date > lastBookableDate(catalog, now)) return 'beyond_advance_limit';
  return null;
}

function refuseDate(reason: DateRefusal): ApiError {
  return reason === 'cancelled' ? ruleViolated('CLASS_CANCELLED', 'The venue has called this class off') : refusal(reason);
}

/** Thrown inside the sign-up transaction; answered after it with the occurrences that still have room. */
class Full extends Error {
  constructor(readonly occurrence: Occurrence) {
    super('Class full');
  }
}

class AlreadySignedUp extends Error {}

function isUniqueViolation(error: unknown): boolean {
  const codeOf = (value: unknown) =>
    typeof value === 'object' && value !== null && 'code' in value ? (value as { code: unknown }).code : undefined;
  return codeOf(error) === UNIQUE_VIOLATION || (error instanceof Error && codeOf(error.cause) === UNIQUE_VIOLATION);
}

/** 409 CLASS_FULL (`ClassFullBodySchema`) naming the next occurrences of the class that have room. */
async function classFullError(db: Db, catalog: VenueCatalog, full: Occurrence, now: Date): Promise<ApiError> {
  const after = new Date(Math.max(full.startTime.getTime(), now.getTime()));
  const lastDate = lastBookableDate(catalog, now);
  const later = await occurrenceViews(
    db,
    and(
      eq(groupClassOccurrences.classId, full.classId),
      eq(groupClassOccurrences.state, 'scheduled'),
      gt(groupClassOccurrences.startTime, after),
    ),
    20,
  );
  const next = later
    .filter((item) => item.free_places !== 0 && localPosition(new Date(item.start_time), catalog.venue.timezone).date <= lastDate)
    .slice(0, NEXT_OCCURRENCES)
    .map((item) => ({
      venue_group_classes_id: item.id,
      start_time: item.start_time,
      end_time: item.end_time,
      free_places: item.free_places,
    }));
  return new ApiError(409, 'CLASS_FULL', 'The class is full', { next_occurrences: next });
}

/**
 * Signs the player up for the occurrences, all or none, under one parent when `series` is given.
 * The occurrence rows are locked (`FOR UPDATE`, in id order) before the places are counted, so
 * concurrent sign-ups for one occurrence queue there and each counts every committed one: the
 * class never takes more than its places. The player lock comes first, as in court bookings, so
 * the fair-use count sees the player's other bookings in flight and no deadlock cycle forms.
 */
async function insertSignUps(
  db: Db,
  userId: number,
  target: Target,
  occurrenceIds: number[],
  terms: Terms,
  request: ClassSignUp,
  now: Date,
  series: { language: MessageLanguage } | null,
): Promise<number[]> {
  try {
    return await db.transaction(async (tx: Tx) => {
      // Lock order (README "Carnets"): wallet → carnet row → player → occurrences, as court bookings.
      const carnet = request.payment === 'carnet' ? await lockCarnetToSpend(tx, userId, request.user_venue_carnet_id ?? 0) : null;
      await lockPlayer(tx, userId);
      await checkHoldings(
        tx,
        target.catalog.venue,
        userId,
        { count: occurrenceIds.length, unpaidOnSite: request.payment === 'on_site' },
        now,
      );
      const locked = await lockOccurrences(tx, occurrenceIds);
      for (const occurrence of locked) {
        const refused = dateRefusal(occurrence, target.catalog, now);
        if (refused) throw refuseDate(refused);
      }
      const [mine] = await tx
        .select({ id: reservations.id })
        .from(reservations)
        .where(
          and(
            eq(reservations.userId, userId),
            inArray(reservations.groupClassOccurrenceId, occurrenceIds),
            sql`${reservations.state} = 'active'`,
          ),
        )
        .limit(1);
      if (mine) throw new AlreadySignedUp();
      const taken = await takenPlaces(tx, occurrenceIds);
      for (const occurrence of locked) {
        if (occurrence.maxParticipants !== null && (taken.get(occurrence.id) ?? 0) >= occurrence.maxParticipants)
          throw new Full(occurrence);
      }
      // Judged on the locked carnet for every occurrence, all or none, before anything is written.
      const spends = carnet
        ? planCarnetSpends(
            carnet,
            locked.map((occurrence) => ({
              venueId: occurrence.venueId,
              sportTypeId: target.groupClass.sportTypeId,
              sportObjectId: occurrence.sportObjectId,
              start: occurrence.startTime,
              end: occurrence.endTime,
              price: terms.price,
              zone: target.catalog.venue.timezone,
            })),
            now,
          )
        : [];
      const { parentId, inserted: rows } = await insertReservations(
        tx,
        locked.map((occurrence) => ({
          userId,
          venueId: occurrence.venueId,
          sportObjectId: occurrence.sportObjectId,
          startTime: occurrence.startTime,
          endTime: occurrence.endTime,
          paymentMethod: request.payment,
          paymentStatus: initialPaymentStatus(request.payment),
          basePriceGrosze: terms.price,
          acceptedRegulationIds: request.accepted_regulation_ids,
          createdAt: now,
          kind: 'class' as const,
          groupClassOccurrenceId: occurrence.id,
          priceListId: terms.priceListId,
        })),
        series ? { userId, now } : undefined,
      );
      // Each row pays for its own occurrence (one entry, or its price).
      for (const row of rows) await spends[locked.findIndex((occurrence) => occurrence.id === row.groupClassOccurrenceId)]?.(row.id);
      await ensureVenueProfile(tx, userId, target.catalog.venue.id);
      // Online sign-ups wait for their money exactly like online court bookings: the same window,
      // the same expiry job (an expired sign-up frees its place), the same series notice.
      if (request.payment === 'online') {
        await openPaymentWindow(tx, rows, series && parentId !== null ? { seriesId: parentId, language: series.language } : null, now);
      }
      return rows.map((row) => row.id);
    });
  } catch (error) {
    if (error instanceof Full) throw await classFullError(db, target.catalog, error.occurrence, now);
    if (error instanceof AlreadySignedUp || isUniqueViolation(error)) {
      throw new ApiError(409, 'ALREADY_SIGNED_UP', 'You are already signed up for this class');
    }
    throw error;
  }
}

async function createdResponse(db: Db, ids: number[], now: Date): Promise<CreateReservationResponse> {
  const rows = await selectReservations(db).where(inArray(reservations.id, ids)).orderBy(asc(reservations.startTime));
  const views = rows.map((row) => reservationView(row, now));
  return { parent_id: views[0]?.parent_id ?? null, reservations: views };
}

/** `POST /reservation` with `venue_group_classes_id`, without `recurring`: one occurrence. */
export async function signUpOnce(db: Db, userId: number, request: ClassSignUp, now: Date): Promise<CreateReservationResponse> {
  const target = await loadTarget(db, request);
  const terms = await checkSignUpTerms(db, target, request);
  const refused = dateRefusal(target.occurrence, target.catalog, now);
  if (refused) throw refuseDate(refused);
  const ids = await insertSignUps(db, userId, target, [target.occurrence.id], terms, request, now, null);
  return createdResponse(db, ids, now);
}

/** The same class at the same wall-clock time every week from the chosen occurrence until `until`. */
async function weeklyOf(db: Db, target: Target, until: string) {
  const zone = target.catalog.venue.timezone;
  const weeks = weeklyOccurrences(
    target.occurrence.startTime,
    target.occurrence.endTime,
    until,
    zone,
    target.catalog.venue.maxSeriesOccurrences,
  );
  const starts = weeks.map((week) => week.start);
  const stored =
    starts.length === 0
      ? []
      : await db
          .select()
          .from(groupClassOccurrences)
          .where(and(eq(groupClassOccurrences.classId, target.groupClass.id), inArray(groupClassOccurrences.startTime, starts)));
  const byStart = new Map(stored.map((row) => [row.startTime.getTime(), row]));
  return weeks.map((week) => ({ ...week, occurrence: byStart.get(week.start.getTime()) ?? null }));
}

/** Every weekly occurrence until `until`, judged for this player: free, or why not. Books nothing. */
export async function previewWeekly(
  db: Db,
  userId: number,
  request: ClassSignUp & { recurring: NonNullable<ClassSignUp['recurring']> },
  now: Date,
): Promise<ClassRecurrencePreviewResponse> {
  const target = await loadTarget(db, request);
  const terms = await checkSignUpTerms(db, target, request);
  const weeks = await weeklyOf(db, target, request.recurring.until);
  const ids = weeks.flatMap((week) => (week.occurrence ? [week.occurrence.id] : []));
  const taken = await takenPlaces(db, ids);
  const mine =
    ids.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ id: reservations.groupClassOccurrenceId })
              .from(reservations)
              .where(
                and(
                  eq(reservations.userId, userId),
                  inArray(reservations.groupClassOccurrenceId, ids),
                  sql`${reservations.state} = 'active'`,
                ),
              )
          ).map((row) => row.id),
        );
  const lastDate = lastBookableDate(target.catalog, now);
  const zone = target.catalog.venue.timezone;
  return {
    occurrences: weeks.map((week): ClassOccurrencePreview => {
      const base = { start_time: week.start.toISOString(), end_time: week.end.toISOString() };
      const occurrence = week.occurrence;
      if (!occurrence) {
        const beyond = localPosition(week.start, zone).date > lastDate;
        return {
          ...base,
          venue_group_classes_id: null,
          status: beyond ? 'beyond_advance_limit' : 'no_occurrence',
          free_places: null,
          price: null,
        };
      }
      const max = occurrence.maxParticipants;
      const free = max === null ? null : Math.max(0, max - (taken.get(occurrence.id) ?? 0));
      const stored = {
        ...base,
        start_time: occurrence.startTime.toISOString(),
        end_time: occurrence.endTime.toISOString(),
        venue_group_classes_id: occurrence.id,
        free_places: free,
        price: terms.price,
      };
      const refused = dateRefusal(occurrence, target.catalog, now);
      if (refused) return { ...stored, status: refused };
      if (mine.has(occurrence.id)) return { ...stored, status: 'already_signed_up' };
      return { ...stored, status: free === 0 ? 'full' : 'free' };
    }),
  };
}

/**
 * Signs up for the listed weekly occurrences (their start times, as the preview gave them), all
 * or none, under one parent id, as the court series does. Each must be a weekly occurrence of the
 * chosen one within the venue's series limit; a full one answers CLASS_FULL for the whole request.
 */
export async function createWeekly(
  db: Db,
  userId: number,
  request: ClassSignUp & { recurring: NonNullable<ClassSignUp['recurring']> },
  now: Date,
  language: MessageLanguage,
): Promise<CreateReservationResponse> {
  const target = await loadTarget(db, request);
  const terms = await checkSignUpTerms(db, target, request);
  const chosen = new Set((request.recurring.occurrences ?? []).map((value) => new Date(value).getTime()));
  if (chosen.size === 0) throw validationFailed({ 'recurring.occurrences': { key: 'validation.required' } });
  const maxWeeks = target.catalog.venue.maxSeriesOccurrences;
  if (chosen.size > maxWeeks) throw bookingLimitReached('series_occurrences', maxWeeks);
  const weeks = await weeklyOf(db, target, request.recurring.until);
  const byStart = new Map(weeks.map((week) => [week.start.getTime(), week]));
  const ids: number[] = [];
  for (const time of chosen) {
    const week = byStart.get(time);
    if (!week) throw validationFailed({ 'recurring.occurrences': { key: 'validation.invalid' } });
    if (!week.occurrence) throw classNotFound();
    const refused = dateRefusal(week.occurrence, target.catalog, now);
    if (refused) throw refuseDate(refused);
    ids.push(week.occurrence.id);
  }
  const created = await insertSignUps(db, userId, target, ids, terms, request, now, { language });
  return createdResponse(db, created, now);
}
