import { addCalendarDays } from '@venue/i18n';
import type { ClassOccurrencePreview, ClassSignUpRequest, GroupClassOccurrence } from '@venue/api/schemas/group-class';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { acceptedIds } from '../../../components/regulations/regulations';
import { usableCarnets, type CarnetChoice } from './class-carnets';
import type { SignUpChoice } from './sign-up-state';

/**
 * The choices with what needs no choosing filled in: the only price list, the carnet when the
 * class takes nothing else, the only usable carnet once paying by carnet; a carnet that cannot pay
 * for this class is never the choice.
 */
export function effectiveChoice(occurrence: GroupClassOccurrence, choice: SignUpChoice, carnets: readonly CarnetChoice[]): SignUpChoice {
  const onlyPriceList = occurrence.price_lists.length === 1 ? (occurrence.price_lists[0]?.id ?? null) : null;
  const payment = occurrence.carnet_required ? 'carnet' : choice.payment;
  const usable = usableCarnets(carnets);
  const onlyCarnet = usable.length === 1 ? (usable[0]?.id ?? null) : null;
  const carnetId = choice.carnetId !== null && usable.some((item) => item.id === choice.carnetId) ? choice.carnetId : onlyCarnet;
  return {
    ...choice,
    payment,
    priceListId:
      choice.priceListId !== null && occurrence.price_lists.some((item) => item.id === choice.priceListId)
        ? choice.priceListId
        : onlyPriceList,
    carnetId: payment === 'carnet' ? carnetId : null,
  };
}

/** The sign-up request for the choices (one occurrence; add `recurring` for every week). */
export function signUpRequest(venue: VenueDetail, occurrence: GroupClassOccurrence, choice: SignUpChoice): ClassSignUpRequest {
  const priceList = choice.payment === 'carnet' ? undefined : occurrence.price_lists.find((item) => item.id === choice.priceListId);
  return {
    source: 'marketplace',
    venue_id: venue.id,
    venue_group_classes_id: occurrence.id,
    venue_group_classes_price: priceList?.price ?? 0,
    price_list_id: priceList?.id ?? 0,
    payment: choice.payment ?? 'on_site',
    ...(choice.payment === 'carnet' && choice.carnetId !== null ? { user_venue_carnet_id: choice.carnetId } : {}),
    accepted_regulation_ids: acceptedIds(venue.regulations, choice.accepted),
  };
}

/** The price of one occurrence with the choices: the price list's, nothing with a carnet. */
export function occurrencePrice(occurrence: GroupClassOccurrence, choice: SignUpChoice): number {
  if (choice.payment === 'carnet') return 0;
  return occurrence.price_lists.find((item) => item.id === choice.priceListId)?.price ?? 0;
}

export function freeClassOccurrences(occurrences: readonly ClassOccurrencePreview[]): ClassOccurrencePreview[] {
  return occurrences.filter((item) => item.status === 'free');
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** "Every week until": by default the last same weekday inside the venue's booking window, at least a week on. */
export function defaultUntil(firstDay: string, lastBookableDay: string): string {
  return addCalendarDays(firstDay, 7 * Math.max(1, Math.floor(daysBetween(firstDay, lastBookableDay) / 7)));
}
