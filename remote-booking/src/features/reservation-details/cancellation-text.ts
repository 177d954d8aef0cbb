// What cancelling means, in words, from the backend's preview: said before confirming and after.
import type { CancellationPreview, Reservation } from '@venue/api/schemas/reservation';
import { formatMoney, type Language } from '@venue/i18n';
import { formatVenueDate, formatVenueTime } from '../../lib/venue-time';

export interface Message {
  readonly key: string;
  readonly params: Record<string, string>;
}

function freeUntilText(preview: CancellationPreview, reservation: Reservation, language: Language): string {
  const zone = reservation.venue_timezone;
  return `${formatVenueDate(preview.free_until, zone, language)}, ${formatVenueTime(preview.free_until, zone, language)}`;
}

/** The consequence shown in the confirmation, e.g. "free until …; 90,00 zł back to your wallet". */
export function consequenceMessage(preview: CancellationPreview, reservation: Reservation, language: Language): Message {
  return {
    key: `reservationDetails.cancel.consequence.${preview.consequence}`,
    params: { freeUntil: freeUntilText(preview, reservation, language), amount: formatMoney(preview.refund, language) },
  };
}

/** What happened, once cancelled: the new state, and what became of the money. */
export function cancelledMessage(preview: CancellationPreview, language: Language): Message {
  return {
    key: `reservationDetails.cancel.done.${preview.consequence}`,
    params: { amount: formatMoney(preview.refund, language) },
  };
}
