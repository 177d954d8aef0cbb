import type { CreateReservationRequest } from '@venue/api';
import { ruleViolated, validationFailed, type ApiError } from '../../lib/api-error.js';
import type { SlotRefusal } from '../venues/availability.js';
import type { VenueCatalog } from '../venues/venue-catalog.js';

const REFUSALS: Record<SlotRefusal, () => ApiError> = {
  invalid_duration: () => ruleViolated('INVALID_DURATION', 'Durations are 60 to 240 minutes in 30-minute steps'),
  in_past: () => ruleViolated('SLOT_IN_PAST', 'The slot has already started'),
  outside_opening_hours: () => ruleViolated('OUTSIDE_OPENING_HOURS', 'The slot is not within the venue’s bookable hours'),
  beyond_advance_limit: () => ruleViolated('ADVANCE_LIMIT_EXCEEDED', 'The slot is beyond the venue’s maximum advance-booking period'),
};

export function refusal(reason: SlotRefusal): ApiError {
  return REFUSALS[reason]();
}

/** Regulations and partner cards: the parts of a booking that do not depend on time. */
export function checkTerms(
  catalog: VenueCatalog,
  request: { accepted_regulation_ids: number[]; discount_cards: number[] },
): { discountPerBooking: number } {
  const regulationIds = new Set(catalog.regulations.map((item) => item.id));
  const unknownRegulation = request.accepted_regulation_ids.findIndex((id) => !regulationIds.has(id));
  if (unknownRegulation >= 0) throw validationFailed({ [`accepted_regulation_ids.${unknownRegulation}`]: { key: 'validation.invalid' } });
  const accepted = new Set(request.accepted_regulation_ids);
  if (catalog.regulations.some((item) => item.required && !accepted.has(item.id))) {
    throw ruleViolated('REGULATIONS_NOT_ACCEPTED', 'Every required regulation and consent of the venue must be accepted');
  }
  if (request.discount_cards.length > catalog.venue.maxPartnerCards) {
    throw ruleViolated('TOO_MANY_PARTNER_CARDS', `At most ${catalog.venue.maxPartnerCards} partner cards per reservation`);
  }
  const cards = new Map(catalog.partnerCards.map((card) => [card.id, card]));
  let discount = 0;
  for (const [index, id] of request.discount_cards.entries()) {
    const card = cards.get(id);
    if (!card) throw validationFailed({ [`discount_cards.${index}`]: { key: 'validation.invalid' } });
    discount += card.discountGrosze;
  }
  return { discountPerBooking: discount };
}

export type ParsedRequest = Required<
  Omit<CreateReservationRequest, 'recurring' | 'source' | 'user_venue_carnet_id' | 'trainer_venue_profile_id'>
> &
  Pick<CreateReservationRequest, 'recurring' | 'user_venue_carnet_id' | 'trainer_venue_profile_id'>;
