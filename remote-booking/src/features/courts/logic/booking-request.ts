import type { CreateReservationRequest, OccurrencePreview } from '@venue/api/schemas/reservation';
import type { VenueDetail } from '@venue/api/schemas/venue';
import type { FlowState } from './flow-state';
import { cardsDiscount, discountCardIds } from './partner-cards';
import { acceptedIds } from '../../../components/regulations/regulations';

const MINUTE_MS = 60_000;

export function endOf(start: string, minutes: number): string {
  return new Date(Date.parse(start) + minutes * MINUTE_MS).toISOString();
}

/** The reservation request for the flow's choices (one slot; add `recurring` for a series). */
export function reservationRequest(
  venue: VenueDetail,
  state: FlowState & { readonly object: number; readonly start: string },
): CreateReservationRequest {
  return {
    source: 'marketplace',
    venue_id: venue.id,
    venue_sport_object_id: state.object,
    start_time: new Date(state.start).toISOString(),
    end_time: endOf(state.start, state.duration),
    ...paymentOf(state),
    discount_cards: discountCardIds(state.cards, venue.partner_cards),
    accepted_regulation_ids: acceptedIds(venue.regulations, state.accepted),
    invoice: state.invoice,
  };
}

/**
 * How the reservation is booked: a usable carnet pays it at once (`payment: 'carnet'`); a value
 * carnet short of the price books it online, and the payment names the carnet (`split`).
 */
function paymentOf(state: FlowState): Pick<CreateReservationRequest, 'payment' | 'user_venue_carnet_id'> {
  if (state.payment === 'carnet') {
    if (state.split || state.carnet === null) return { payment: 'online' };
    return { payment: 'carnet', user_venue_carnet_id: state.carnet };
  }
  return { payment: state.payment ?? 'on_site' };
}

export function freeOccurrences(occurrences: readonly OccurrencePreview[]): OccurrencePreview[] {
  return occurrences.filter((occurrence) => occurrence.status === 'free');
}

/** Base price and discount of what will be booked: the one slot, or every free occurrence. */
export function priceOf(
  venue: Pick<VenueDetail, 'partner_cards'>,
  cards: FlowState['cards'],
  prices: readonly number[],
): { basePrice: number; discount: number } {
  return prices.reduce(
    (sum, price) => ({ basePrice: sum.basePrice + price, discount: sum.discount + cardsDiscount(cards, venue.partner_cards, price) }),
    { basePrice: 0, discount: 0 },
  );
}
