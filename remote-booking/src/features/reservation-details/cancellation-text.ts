// What cancelling means, in words, from the backend's preview: said before confirming and after.
import type { CancellationPreview, Reservation } from '@venue/api/schemas/reservation';
import { formatMoney, type Language } from '@venue/i18n';
import { formatVenueUntil } from '../../lib/venue-time';

export interface Message {
  readonly key: string;
  readonly params: Record<string, string | number>;
}

/** A free cancellation of a reservation a carnet paid in full gives the entry or value back to the carnet. */
function carnetBack(
  preview: CancellationPreview,
  reservation: Pick<Reservation, 'carnet'>,
  language: Language,
): { suffix: string; params: Record<string, string | number> } | null {
  const carnet = reservation.carnet;
  if (!carnet || preview.consequence !== 'none') return null;
  return carnet.kind === 'entries'
    ? { suffix: 'carnetEntries', params: { count: carnet.amount, name: carnet.name } }
    : { suffix: 'carnetAmount', params: { amount: formatMoney(carnet.amount, language), name: carnet.name } };
}

function freeUntilText(preview: CancellationPreview, reservation: Reservation, language: Language): string {
  const zone = reservation.venue_timezone;
  return formatVenueUntil(preview.free_until, zone, language);
}

/**
 * The consequence shown in the confirmation, e.g. "free until …; 90,00 zł back to your wallet".
 * A late cancel refunds nothing, so the preview's refund is 0 there: the message names what the
 * user paid instead (the total the details page shows, service fee included).
 */
export function consequenceMessage(preview: CancellationPreview, reservation: Reservation, language: Language): Message {
  const amount = preview.consequence === 'no_refund' ? reservation.total : preview.refund;
  // Booked after the free window had closed: "free cancellation was possible until …" would
  // suggest a chance the user never had.
  const late = preview.consequence === 'no_refund' || preview.consequence === 'late_fee_possible';
  const neverFree = late && Date.parse(reservation.created_at) >= Date.parse(preview.free_until);
  const back = carnetBack(preview, reservation, language);
  if (back) {
    return {
      key: `reservationDetails.cancel.consequence.${back.suffix}`,
      params: { freeUntil: freeUntilText(preview, reservation, language), ...back.params },
    };
  }
  return {
    key: `reservationDetails.cancel.${neverFree ? 'consequenceNeverFree' : 'consequence'}.${preview.consequence}`,
    params: { freeUntil: freeUntilText(preview, reservation, language), amount: formatMoney(amount, language) },
  };
}

/** What happened, once cancelled: the new state, and what became of the money (or the carnet's entry). */
export function cancelledMessage(preview: CancellationPreview, language: Language, reservation: Pick<Reservation, 'carnet'> = {}): Message {
  const back = carnetBack(preview, reservation, language);
  if (back) return { key: `reservationDetails.cancel.done.${back.suffix}`, params: back.params };
  return {
    key: `reservationDetails.cancel.done.${preview.consequence}`,
    params: { amount: formatMoney(preview.refund, language) },
  };
}
