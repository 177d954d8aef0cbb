import type { TrainerAvailability, TrainerAvailabilityQuery, TrainerSlot } from '@venue/api';
import { RESERVATION_DURATIONS } from '@venue/api';
import type { Db } from '../../db/database.js';
import { notFound } from '../../lib/api-error.js';
import { trainerBusyIntervals } from '../classes/occurrence-court.js';
import { busyCells, dayGrid, freeSlots, lastBookableDate } from '../venues/availability.js';
import { busyIntervals } from '../venues/availability-service.js';
import { venueCatalog } from '../venues/venue-catalog.js';
import { localDay } from '../venues/venue-time.js';
import { trainerShare } from './private-lesson.js';
import { findTrainerProfile, isPublic, trainerHours } from './trainer-profiles.js';
import { overlapsAny, windowsOn, within, workingIntervals } from './working-hours.js';

type Start = { start: Date; label: string; byMinutes: Map<number, { courts: number[]; price: number }> };

/**
 * Private-lesson starts of a day: half-hourly starts where the trainer works (their wall-clock
 * hours of that date) and is free (no lesson, no class of theirs) AND a court they may use is free,
 * for each duration from the shortest up while all three hold. `prices[i]` is the cheapest such
 * court for `60 + 30·i` minutes plus the trainer's share; `venue_sport_object_ids` are the courts
 * free for the shortest lesson.
 */
export async function trainerAvailability(
  db: Db,
  venueId: number,
  query: TrainerAvailabilityQuery,
  now: Date,
): Promise<TrainerAvailability> {
  const catalog = await venueCatalog(db, venueId);
  if (!catalog) throw notFound(`Venue ${venueId} not found`);
  const profile = await findTrainerProfile(db, query.trainer_id);
  if (!profile || profile.venueId !== venueId || !isPublic(profile)) throw notFound(`Trainer ${query.trainer_id} not found`);
  const zone = catalog.venue.timezone;
  const answer = { trainer_id: profile.id, venue_id: venueId, date: query.date, timezone: zone };
  const beyond = query.date > lastBookableDate(catalog, now);
  if (beyond) return { ...answer, beyond_advance_limit: true, slots: [] };

  const day = localDay(query.date, zone);
  const hours = (await trainerHours(db, [profile.id], { from: query.date, to: query.date })).get(profile.id) ?? {
    weekly: [],
    overrides: [],
  };
  const working = workingIntervals(query.date, zone, windowsOn(query.date, zone, hours.weekly, hours.overrides));
  if (working.length === 0) return { ...answer, beyond_advance_limit: false, slots: [] };
  const taken = await trainerBusyIntervals(db, [profile.id], day.start, day.end);
  const courts = catalog.objects.filter((object) => profile.sportObjectIds.includes(object.id));
  const busy = await busyIntervals(
    db,
    venueId,
    courts.map((court) => court.id),
    day.start,
    day.end,
  );

  const starts = new Map<number, Start>();
  for (const court of courts) {
    const grid = dayGrid(catalog, court.sportTypeId, query.date);
    if (!grid) continue;
    for (const slot of freeSlots(grid, busyCells(grid, busy.get(court.id) ?? []), now)) {
      const key = slot.start.getTime();
      const entry = starts.get(key) ?? { start: slot.start, label: grid.cellLabel[slot.cell] ?? '', byMinutes: new Map() };
      for (const option of slot.options) {
        const known = entry.byMinutes.get(option.minutes);
        if (!known) entry.byMinutes.set(option.minutes, { courts: [court.id], price: option.price });
        else {
          known.courts.push(court.id);
          known.price = Math.min(known.price, option.price);
        }
      }
      starts.set(key, entry);
    }
  }

  const slots: TrainerSlot[] = [];
  for (const entry of [...starts.values()].sort((a, b) => a.start.getTime() - b.start.getTime())) {
    const prices: number[] = [];
    for (const minutes of RESERVATION_DURATIONS) {
      const end = new Date(entry.start.getTime() + minutes * 60_000);
      const option = entry.byMinutes.get(minutes);
      if (!option || !within(working, entry.start, end) || overlapsAny(taken, entry.start, end)) break;
      prices.push(option.price + trainerShare(profile.pricePerHourGrosze, minutes));
    }
    if (prices.length === 0) continue;
    slots.push({
      start_time: entry.start.toISOString(),
      local_time: entry.label,
      venue_sport_object_ids: [...(entry.byMinutes.get(RESERVATION_DURATIONS[0] ?? 60)?.courts ?? [])].sort((a, b) => a - b),
      prices,
    });
  }
  return { ...answer, beyond_advance_limit: false, slots };
}
