import { ApiError } from '@venue/api';
import type { PartnerCard, Regulation, VenueAvailability } from '@venue/api/schemas/venue';
import { bookingErrorView } from './booking-errors';
import { availabilityMessage, bookableSports, courtTypesOf, findSlot, ofCourtType, visibleCourts, withDefaults } from './courts';
import { durationOptions, priceFor } from './durations';
import { cardsDiscount, discountCardIds, maxCountFor, offersPartnerCards, setCardCount, totalCards } from './partner-cards';
import { acceptedIds, missingRequired } from '../../../components/regulations/regulations';

const cards: PartnerCard[] = [
  { id: 3, code: 'multisport', name: 'Multisport', discount: 1500 },
  { id: 4, code: 'medicover', name: 'Medicover Sport', discount: 1200 },
];

describe('durations', () => {
  it('offers exactly the durations the slot has prices for, 60 + 30·i minutes', () => {
    expect(durationOptions([6000, 9000, 12000])).toEqual([
      { minutes: 60, price: 6000 },
      { minutes: 90, price: 9000 },
      { minutes: 120, price: 12000 },
    ]);
    expect(durationOptions([1, 2, 3, 4, 5, 6, 7, 8]).map((option) => option.minutes)).toEqual([60, 90, 120, 150, 180, 210, 240]);
    expect(priceFor([6000, 9000], 90)).toBe(9000);
    expect(priceFor([6000, 9000], 120)).toBeNull();
    expect(priceFor([6000, 9000], 75)).toBeNull();
  });
});

describe('partner cards', () => {
  it('never lets the total pass the venue maximum', () => {
    let counts = setCardCount({}, 3, 2, 2);
    expect(counts).toEqual({ 3: 2 });
    expect(maxCountFor(counts, 4, 2)).toBe(0);
    counts = setCardCount(counts, 4, 1, 2);
    expect(counts).toEqual({ 3: 2 });
    counts = setCardCount(counts, 3, 1, 2);
    counts = setCardCount(counts, 4, 5, 2);
    expect(counts).toEqual({ 3: 1, 4: 1 });
    expect(totalCards(counts)).toBe(2);
    expect(setCardCount(counts, 3, 0, 2)).toEqual({ 4: 1 });
  });

  it('repeats each card id once per player and caps the discount at the price', () => {
    expect(discountCardIds({ 3: 2, 4: 1, 99: 1 }, cards)).toEqual([3, 3, 4]);
    expect(cardsDiscount({ 3: 2 }, cards, 9000)).toBe(3000);
    expect(cardsDiscount({ 3: 2 }, cards, 2000)).toBe(2000);
  });

  it('is hidden when the venue has no cards or allows none', () => {
    expect(offersPartnerCards(cards, 2)).toBe(true);
    expect(offersPartnerCards(cards, 0)).toBe(false);
    expect(offersPartnerCards([], 2)).toBe(false);
  });
});

describe('regulations', () => {
  const regulations: Regulation[] = [
    { id: 1, kind: 'regulation', title: 'Regulamin', url: 'https://example.com', required: true },
    { id: 2, kind: 'consent', title: 'RODO', url: null, required: true },
    { id: 3, kind: 'consent', title: 'Marketing', url: null, required: false },
  ];
  it('lists the required ones not accepted; optional ones never block', () => {
    expect(missingRequired(regulations, []).map((item) => item.id)).toEqual([1, 2]);
    expect(missingRequired(regulations, [1, 3]).map((item) => item.id)).toEqual([2]);
    expect(missingRequired(regulations, [1, 2])).toEqual([]);
    expect(acceptedIds(regulations, [1, 7, 3])).toEqual([1, 3]);
  });
});

describe('courts and availability', () => {
  const venue = {
    sport_types: [
      { id: 1, code: 'squash', name: 'Squash' },
      { id: 3, code: 'padel', name: 'Padel' },
    ],
    sport_objects: [
      { id: 10, name: 'Kort squash 1', sport_type_id: 1, court_type: 'indoor', surface: null, is_indoor: true, tags: [] },
      { id: 11, name: 'Kort squash 2', sport_type_id: 1, court_type: 'indoor', surface: null, is_indoor: true, tags: [] },
      { id: 20, name: 'Kort padel 1', sport_type_id: 3, court_type: 'panoramic', surface: null, is_indoor: true, tags: [] },
    ],
  };
  const slot = { start_time: '2026-11-23T17:00:00.000Z', local_time: '18:00', prices: [9000, 13500] };
  const availability: VenueAvailability = {
    venue_id: 1,
    date: '2026-11-23',
    timezone: 'Europe/Warsaw',
    beyond_advance_limit: false,
    last_bookable_date: '2026-12-21',
    objects: [
      { ...venue.sport_objects[0]!, slots: [] },
      { ...venue.sport_objects[1]!, slots: [slot] },
    ],
  };

  it('derives court types and fills the defaults the URL leaves out', () => {
    expect(courtTypesOf(venue, 1)).toEqual(['indoor']);
    const state = { sport: null, courtType: null, date: null };
    expect(withDefaults(state, venue, '2026-11-21')).toEqual({ sport: null, courtType: null, date: '2026-11-21' });
    expect(withDefaults({ ...state, sport: 3 }, venue, '2026-11-21')).toEqual({ sport: 3, courtType: 'panoramic', date: '2026-11-21' });
    expect(withDefaults(state, { ...venue, sport_types: [venue.sport_types[0]!] }, '2026-11-21').sport).toBe(1);
    expect(withDefaults({ ...state, date: '2026-11-20' }, venue, '2026-11-21').date).toBe('2026-11-21');
    // A sport without courts is not offered, so the only bookable one is chosen for the user.
    const withEmptySport = { ...venue, sport_objects: venue.sport_objects.filter((object) => object.sport_type_id === 1) };
    expect(bookableSports(withEmptySport).map((sport) => sport.id)).toEqual([1]);
    expect(withDefaults(state, withEmptySport, '2026-11-21').sport).toBe(1);
  });

  it('says "no courts" when no court of the kind is free, "no slots" for a chosen full court, and the advance limit first', () => {
    const filter = { sport: 1, courtType: 'indoor', court: null };
    expect(availabilityMessage(visibleCourts(availability, filter), false, false)).toBeNull();
    expect(availabilityMessage(visibleCourts(availability, { ...filter, court: 10 }), false, true)).toBe('noSlots');
    expect(availabilityMessage(visibleCourts(availability, { ...filter, sport: 3, courtType: 'panoramic' }), false, false)).toBe(
      'noCourts',
    );
    expect(availabilityMessage(visibleCourts(availability, filter), true, false)).toBe('beyondAdvanceLimit');
  });

  it('finds the chosen slot by instant, whatever its ISO spelling', () => {
    expect(findSlot(availability, 11, '2026-11-23T17:00:00Z')?.slot).toBe(slot);
    expect(findSlot(availability, 10, '2026-11-23T17:00:00Z')).toBeNull();
  });

  it('reads a sport’s answer as if asked for one court type: a court of another type cannot be chosen', () => {
    const [first] = availability.objects;
    if (!first) throw new Error('the fixture has a court');
    const mixed = { ...availability, objects: [...availability.objects, { ...first, id: 30, court_type: 'outdoor' }] };
    expect(ofCourtType(mixed, 'outdoor')?.objects.map((object) => object.id)).toEqual([30]);
    expect(ofCourtType(mixed, 'indoor')?.objects).toEqual(availability.objects);
    expect(findSlot(ofCourtType(mixed, 'outdoor'), 11, '2026-11-23T17:00:00Z')).toBeNull();
    expect(findSlot(ofCourtType(mixed, 'indoor'), 11, '2026-11-23T17:00:00Z')?.slot).toBe(slot);
    expect(ofCourtType(undefined, 'indoor')).toBeUndefined();
  });
});

describe('booking errors', () => {
  const http = (status: number, code: string) => new ApiError({ kind: 'http', status, code });
  it('gives each refusal its own message and way forward', () => {
    expect(bookingErrorView(http(409, 'CONFLICT'))).toEqual({ key: 'slotTaken', remedy: 'choose-again' });
    expect(bookingErrorView(http(422, 'ADVANCE_LIMIT_EXCEEDED')).key).toBe('advanceLimit');
    expect(bookingErrorView(http(422, 'OUTSIDE_OPENING_HOURS')).key).toBe('outsideOpeningHours');
    expect(bookingErrorView(http(422, 'SLOT_IN_PAST')).key).toBe('slotInPast');
    expect(bookingErrorView(http(422, 'INVALID_DURATION'))).toEqual({ key: 'invalidDuration', remedy: 'change-choices' });
    expect(bookingErrorView(http(422, 'REGULATIONS_NOT_ACCEPTED')).remedy).toBe('change-choices');
    expect(bookingErrorView(http(422, 'TOO_MANY_PARTNER_CARDS')).key).toBe('tooManyPartnerCards');
    expect(bookingErrorView(http(422, 'BILLING_DATA_REQUIRED'))).toEqual({ key: 'invoiceNeedsBilling', remedy: 'change-choices' });
    expect(bookingErrorView(http(401, 'UNAUTHORIZED')).remedy).toBe('sign-in');
    const limit = (body: object) =>
      bookingErrorView(
        new ApiError({ kind: 'http', status: 422, code: 'BOOKING_LIMIT_REACHED', body: { code: 'BOOKING_LIMIT_REACHED', ...body } }),
      );
    expect(limit({ limit: 'series_occurrences', max: 12 })).toEqual({
      key: 'limitSeries',
      remedy: 'change-choices',
      params: { count: 12 },
    });
    expect(limit({ limit: 'active_reservations', max: 4 })).toEqual({ key: 'limitActive', remedy: 'none', params: { count: 4 } });
    // A body without the limit (an older backend) still gets a message, not a crash.
    expect(limit({}).key).toBe('createFailed');
    expect(bookingErrorView(new ApiError({ kind: 'network' })).key).toBe('network');
    expect(bookingErrorView(http(500, 'INTERNAL'))).toEqual({ key: 'createFailed', remedy: 'retry' });
  });

  it('asks to retry with the shared busy message when the server is busy', () => {
    const busy = { key: 'errors.busy', ns: 'common', remedy: 'retry' };
    expect(bookingErrorView(new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2 }))).toEqual(busy);
    expect(bookingErrorView(new ApiError({ kind: 'http', status: 503 }))).toEqual(busy);
  });
});
