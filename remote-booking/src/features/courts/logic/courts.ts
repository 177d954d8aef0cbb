import type { ObjectAvailability, SportObject, VenueAvailability, VenueDetail } from '@venue/api/schemas/venue';

/** The venue's sports that have at least one court. */
export function bookableSports(venue: Pick<VenueDetail, 'sport_types' | 'sport_objects'>): VenueDetail['sport_types'] {
  return venue.sport_types.filter((sport) => venue.sport_objects.some((object) => object.sport_type_id === sport.id));
}

/** Court types of one sport at the venue, in the order the venue lists its courts. */
export function courtTypesOf(venue: Pick<VenueDetail, 'sport_objects'>, sportId: number | null): string[] {
  if (sportId === null) return [];
  return [...new Set(venue.sport_objects.filter((object) => object.sport_type_id === sportId).map((object) => object.court_type))];
}

export function courtsOf(venue: Pick<VenueDetail, 'sport_objects'>, sportId: number | null, courtType: string | null): SportObject[] {
  return venue.sport_objects.filter((object) => object.sport_type_id === sportId && object.court_type === courtType);
}

/** The courts of the chosen kind (and the chosen court, if one) as the availability answered them. */
export function visibleCourts(
  availability: VenueAvailability,
  filter: { readonly sport: number | null; readonly courtType: string | null; readonly court: number | null },
): ObjectAvailability[] {
  return availability.objects.filter(
    (object) =>
      object.sport_type_id === filter.sport &&
      object.court_type === filter.courtType &&
      (filter.court === null || object.id === filter.court),
  );
}

/** A sport's availability as if asked for one court type: the courts of the other types left out. */
export function ofCourtType(availability: VenueAvailability | undefined, courtType: string | null): VenueAvailability | undefined {
  return availability && { ...availability, objects: availability.objects.filter((object) => object.court_type === courtType) };
}

export function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}

/** The free slot the URL points at, if the latest availability still offers it. */
export function findSlot(availability: VenueAvailability | undefined, objectId: number | null, start: string | null) {
  if (!availability || objectId === null || start === null) return null;
  const object = availability.objects.find((item) => item.id === objectId);
  const slot = object?.slots.find((item) => sameInstant(item.start_time, start));
  return object && slot ? { object, slot } : null;
}

export type AvailabilityMessage = 'beyondAdvanceLimit' | 'noCourts' | 'noSlots' | null;

/** What to say instead of a grid: past the advance limit, no court of this kind free, or this court full. */
export function availabilityMessage(
  courts: readonly ObjectAvailability[],
  beyondLimit: boolean,
  courtChosen: boolean,
): AvailabilityMessage {
  if (beyondLimit) return 'beyondAdvanceLimit';
  if (courts.every((court) => court.slots.length === 0)) return courtChosen ? 'noSlots' : 'noCourts';
  return null;
}

/** Fills what the URL may leave out: the only sport, the sport's first court type, today. */
export function withDefaults<S extends { sport: number | null; courtType: string | null; date: string | null }>(
  state: S,
  venue: Pick<VenueDetail, 'sport_types' | 'sport_objects'>,
  today: string,
): S {
  const sports = bookableSports(venue);
  const sport = state.sport ?? (sports.length === 1 ? (sports[0]?.id ?? null) : null);
  const types = courtTypesOf(venue, sport);
  const courtType = state.courtType !== null && types.includes(state.courtType) ? state.courtType : (types[0] ?? null);
  // A stale link may name a day already gone: start from today instead.
  const date = state.date !== null && state.date >= today ? state.date : today;
  return { ...state, sport, courtType, date };
}
