import type { SportObject as SportObjectView, VenueDetail } from '@venue/api';
import { SERVICE_FEE_GROSZE } from '@venue/api';
import type { SportObject } from '../../db/schema/venues.js';
import type { VenueCatalog } from './venue-catalog.js';
import { minutesLabel } from './venue-time.js';

export function sportObjectView(object: SportObject): SportObjectView {
  return {
    id: object.id,
    name: object.name,
    sport_type_id: object.sportTypeId,
    court_type: object.courtType,
    surface: object.surface,
    is_indoor: object.isIndoor,
    tags: object.tags,
  };
}

export function venueDetailView(catalog: VenueCatalog): VenueDetail {
  const { venue } = catalog;
  return {
    id: venue.id,
    name: venue.name,
    city: venue.city,
    timezone: venue.timezone,
    address: venue.address,
    max_advance_days: venue.maxAdvanceDays,
    free_cancellation_hours: venue.freeCancellationHours,
    pass_only: venue.passOnly,
    max_partner_cards: venue.maxPartnerCards,
    fair_use: {
      max_active_reservations: venue.maxActiveReservations,
      max_unpaid_on_site_reservations: venue.maxUnpaidOnSiteReservations,
      max_series_occurrences: venue.maxSeriesOccurrences,
      door_opens_unpaid: venue.doorOpensUnpaid,
    },
    opening_hours: [...catalog.hours.entries()]
      .sort(([a], [b]) => a - b)
      .map(([weekday, hours]) => ({ weekday, opens: minutesLabel(hours.opensMinute), closes: minutesLabel(hours.closesMinute) })),
    regulations: catalog.regulations.map((item) => ({
      id: item.id,
      kind: item.kind,
      title: item.title,
      url: item.url,
      required: item.required,
    })),
    partner_cards: catalog.partnerCards.map((card) => ({ id: card.id, code: card.code, name: card.name, discount: card.discountGrosze })),
    sport_types: catalog.sportTypes.map((type) => ({ id: type.id, code: type.code, name: type.name })),
    sport_objects: catalog.objects.map(sportObjectView),
    price_bands: [...catalog.bands.entries()].flatMap(([key, bands]) => {
      const [sportTypeId = 0, weekday = 0] = key.split(':').map(Number);
      return bands.map((band) => ({
        sport_type_id: sportTypeId,
        weekday,
        from: minutesLabel(band.startMinute),
        to: minutesLabel(band.endMinute),
        label: band.label,
        price_per_hour: band.pricePerHourGrosze,
      }));
    }),
    service_fee: SERVICE_FEE_GROSZE,
  };
}
