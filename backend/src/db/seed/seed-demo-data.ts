import { and, eq, inArray, like } from 'drizzle-orm';
import type { Db } from '../database.js';
import { partnerCards, priceBands, sportObjects, sportTypes, venueOpeningHours, venueRegulations, venues } from '../schema/index.js';
import { DEMO_SPORT_TYPES, DEMO_TIMEZONE, DEMO_VENUE_REGULATIONS_URL, DEMO_VENUES } from './demo-data.js';
import { seedDemoKioskCodes } from './seed-kiosk-codes.js';
import { seedDemoWallet } from './seed-demo-wallet.js';
import { seedDemoCarnets } from './seed-demo-carnets.js';
import { seedDemoClasses } from './seed-demo-classes.js';
import { seedDemoCourses } from './seed-demo-courses.js';
import { seedDemoLesson } from './seed-demo-lesson.js';
import { seedDemoWish } from './seed-demo-wish.js';
import { seedDemoHistory } from './seed-demo-history.js';

/**
 * Inserts whatever demo rows are missing, keyed by natural keys (sport code, venue slug, court
 * name, weekday, band start, regulation and card codes per venue). Safe to run on every start and
 * from several instances at once; rows already there are left as they are.
 */
export async function seedDemoData(db: Db, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(sportTypes).values(DEMO_SPORT_TYPES).onConflictDoNothing({ target: sportTypes.code });
    await tx
      .insert(venues)
      .values(
        DEMO_VENUES.map((venue) => ({
          slug: venue.slug,
          name: venue.name,
          city: venue.city,
          address: venue.address,
          timezone: DEMO_TIMEZONE,
          maxAdvanceDays: venue.maxAdvanceDays,
          freeCancellationHours: venue.freeCancellationHours,
          passOnly: venue.passOnly,
          maxPartnerCards: venue.maxPartnerCards,
          ...venue.fairUse,
          ...(venue.onlinePaymentMethods ? { onlinePaymentMethods: venue.onlinePaymentMethods } : {}),
          createdAt: now,
        })),
      )
      .onConflictDoNothing({ target: venues.slug });

    const sportRows = await tx.select({ id: sportTypes.id, code: sportTypes.code }).from(sportTypes);
    const venueRows = await tx
      .select({ id: venues.id, slug: venues.slug })
      .from(venues)
      .where(
        inArray(
          venues.slug,
          DEMO_VENUES.map((venue) => venue.slug),
        ),
      );
    const sportId = new Map(sportRows.map((row) => [row.code, row.id]));
    const venueIds = new Map(venueRows.map((row) => [row.slug, row.id]));
    const idOf = (slug: string) => {
      const value = venueIds.get(slug);
      if (value === undefined) throw new Error(`Demo venue ${slug} is missing`);
      return value;
    };
    const sportOf = (code: string) => {
      const value = sportId.get(code);
      if (value === undefined) throw new Error(`Demo sport ${code} is missing`);
      return value;
    };

    const objects = DEMO_VENUES.flatMap((venue) =>
      venue.objects.map((object, index) => ({
        venueId: idOf(venue.slug),
        sportTypeId: sportOf(object.sport),
        name: object.name,
        surface: object.surface,
        isIndoor: object.isIndoor,
        courtType: object.courtType,
        tags: object.tags,
        sortOrder: index,
      })),
    );
    await tx
      .insert(sportObjects)
      .values(objects)
      .onConflictDoNothing({ target: [sportObjects.venueId, sportObjects.name] });

    const hours = DEMO_VENUES.flatMap((venue) =>
      venue.hours.flatMap(([weekdays, opensMinute, closesMinute]) =>
        weekdays.map((weekday) => ({ venueId: idOf(venue.slug), weekday, opensMinute, closesMinute })),
      ),
    );
    await tx.insert(venueOpeningHours).values(hours).onConflictDoNothing();

    const bands = DEMO_VENUES.flatMap((venue) => {
      const sports = [...new Set(venue.objects.map((object) => object.sport))];
      return venue.bands.flatMap((band) =>
        band.weekdays.flatMap((weekday) =>
          sports.map((sport) => ({
            venueId: idOf(venue.slug),
            sportTypeId: sportOf(sport),
            weekday,
            startMinute: band.from,
            endMinute: band.to,
            label: band.label,
            pricePerHourGrosze: band.perHour[sport],
          })),
        ),
      );
    });
    await tx.insert(priceBands).values(bands).onConflictDoNothing();

    const regulations = DEMO_VENUES.flatMap((venue) => venue.regulations.map((item) => ({ venueId: idOf(venue.slug), ...item })));
    await tx.insert(venueRegulations).values(regulations).onConflictDoNothing();
    // Data folders seeded when the demo regulations pointed at example.com get the shipped PDF.
    await tx
      .update(venueRegulations)
      .set({ url: DEMO_VENUE_REGULATIONS_URL })
      .where(
        and(
          inArray(venueRegulations.venueId, [...venueIds.values()]),
          eq(venueRegulations.code, 'terms'),
          like(venueRegulations.url, 'https://example.com/%'),
        ),
      );

    const cards = DEMO_VENUES.flatMap((venue) => venue.partnerCards.map((card) => ({ venueId: idOf(venue.slug), ...card })));
    if (cards.length > 0) await tx.insert(partnerCards).values(cards).onConflictDoNothing();
    await seedDemoKioskCodes(tx, [...venueIds.values()], now);
    // The demo player's wallet history names the first demo venue on its booking entries.
    await seedDemoWallet(tx, venueIds.get(DEMO_VENUES[0]?.slug ?? '') ?? null, now);
    await seedDemoCarnets(tx, now);
    await seedDemoClasses(tx, now);
    await seedDemoCourses(tx, now);
    await seedDemoLesson(tx, now);
    // After the wallet seed, which creates the demo player.
    await seedDemoWish(tx, DEMO_VENUES[0]?.slug, now);
    // Last: the past play must not take a court or time the other demo rows hold.
    await seedDemoHistory(tx, now);
  });
}
