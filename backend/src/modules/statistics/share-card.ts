import type { PlayStatistics, ShareCard, ShareField } from '@venue/api';

/** Favourite venues a card names at most. */
export const CARD_VENUES = 3;

export type CardOwner = { firstName: string; lastName: string };
export type VenuePlace = { address: string; city: string };

/**
 * The card of the ticked `fields` only: every other figure is left out of the object itself, so the
 * stored snapshot and the public page cannot show what the player did not choose. The phone number
 * is not a field at all; surname and venue addresses only when ticked.
 */
export function shareCardOf(
  stats: PlayStatistics,
  fields: readonly ShareField[],
  owner: CardOwner,
  places: ReadonlyMap<number, VenuePlace>,
): ShareCard {
  const chosen = new Set(fields);
  const card: ShareCard = { month: stats.month, fields: [...fields] };
  if (chosen.has('first_name')) card.first_name = owner.firstName;
  if (chosen.has('last_name')) card.last_name = owner.lastName;
  if (chosen.has('reservations')) card.reservations = { total: stats.totals.total, played: stats.totals.played };
  if (chosen.has('hours_played')) card.minutes_played = stats.totals.minutes_played;
  if (chosen.has('cancelled')) card.cancelled = stats.totals.cancelled;
  if (chosen.has('favourite_sport')) {
    const top = stats.play_style.sports[0];
    card.favourite_sport = top ? { code: top.code, name: top.name } : null;
  }
  if (chosen.has('favourite_venues')) {
    card.favourite_venues = stats.favourite_venues.slice(0, CARD_VENUES).map((venue) => {
      const place = chosen.has('venue_addresses') ? places.get(venue.venue_id) : undefined;
      return { name: venue.venue_name, count: venue.count, ...(place ? { address: place.address, city: place.city } : {}) };
    });
  }
  if (chosen.has('favourite_time')) card.favourite_time = { weekday: stats.rhythm.favourite_weekday, hour: stats.rhythm.favourite_hour };
  if (chosen.has('play_style')) {
    card.play_style = {
      average_start_minute: stats.play_style.average_start_minute,
      average_duration_minutes: stats.play_style.average_duration_minutes,
      sessions_per_week: stats.play_style.sessions_per_week,
    };
  }
  if (chosen.has('match_format')) card.match_format = { ...stats.play_style.match_format };
  if (chosen.has('trend')) {
    card.trend = {
      last_3_minutes: stats.trend.last_3.minutes_played,
      previous_3_minutes: stats.trend.previous_3.minutes_played,
      change_percent: stats.trend.change_percent,
    };
  }
  return card;
}
