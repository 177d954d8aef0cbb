// Reservations of the signed-in user (users base) and pay-by-link lookups (public base).
import * as v from 'valibot';
import { isApiError, publicApi, usersApi } from '@venue/api';
import {
  CreateReservationResponseSchema,
  RecurrencePreviewResponseSchema,
  ReservationListSchema,
  ReservationSchema,
  SlotTakenBodySchema,
  type CreateReservationRequest,
  type CreateReservationResponse,
  type RecurrencePreviewResponse,
  type Reservation,
  type SlotTakenBody,
} from '@venue/api/schemas/reservation';

/** Books one slot, or the listed occurrences of a weekly series (`recurring.mode: 'create'`). */
export function createReservation(input: CreateReservationRequest, signal?: AbortSignal): Promise<CreateReservationResponse> {
  return usersApi.post('/reservation', { body: input, schema: CreateReservationResponseSchema, signal });
}

/** Checks every weekly occurrence up to `until` and books nothing. */
export function previewRecurrence(
  input: CreateReservationRequest & { recurring: { until: string; mode: 'preview' } },
  signal?: AbortSignal,
): Promise<RecurrencePreviewResponse> {
  return usersApi.post('/reservation', { body: input, schema: RecurrencePreviewResponseSchema, signal });
}

export interface ReservationListParams {
  readonly from?: Date;
  readonly to?: Date;
  readonly includeCancelled?: boolean;
}

/** The signed-in user's reservations overlapping [from, to), oldest first. */
export function listMyReservations(params: ReservationListParams = {}, signal?: AbortSignal): Promise<Reservation[]> {
  return usersApi.get('/reservation/me', {
    schema: ReservationListSchema,
    query: {
      start_time: params.from?.toISOString(),
      end_time: params.to?.toISOString(),
      include_cancelled: params.includeCancelled === undefined ? undefined : String(params.includeCancelled),
    },
    signal,
  });
}

/** One of the user's reservations by numeric id or uuid. */
export function getReservation(ref: string | number, signal?: AbortSignal): Promise<Reservation> {
  return usersApi.get(`/reservation/single/${ref}`, { schema: ReservationSchema, signal });
}

/** Cancels now; the answer says whether it was free (`cancelled`) or late (`cancelled_not_on_time`). */
export function cancelReservation(ref: string | number, signal?: AbortSignal): Promise<Reservation> {
  return usersApi.delete(`/reservation/${ref}`, { schema: ReservationSchema, signal });
}

/** What a payment link pays for; needs only the reservation's uuid. */
export function getReservationByUuid(uuid: string, signal?: AbortSignal): Promise<Reservation> {
  return publicApi.get(`/reservation/${uuid}`, { schema: ReservationSchema, signal });
}

/** The free alternatives a 409 carries when the slot was just taken; null for any other error. */
export function slotTakenAlternatives(error: unknown): SlotTakenBody['alternatives'] | null {
  if (!isApiError(error) || error.status !== 409) return null;
  const body = v.safeParse(SlotTakenBodySchema, error.body);
  return body.success ? body.output.alternatives : [];
}
