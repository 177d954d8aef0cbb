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

export type RecurrencePreviewRequest = CreateReservationRequest & { recurring: { until: string; mode: 'preview' } };

// The request itself is the key: SWR hashes it, so any changed choice is a new preview.
export const recurrencePreviewKey = (input: RecurrencePreviewRequest) => ['booking', 'recurrence-preview', input] as const;

/** Checks every weekly occurrence up to `until` and books nothing. */
export function previewRecurrence(input: RecurrencePreviewRequest, signal?: AbortSignal): Promise<RecurrencePreviewResponse> {
  return usersApi.post('/reservation', { body: input, schema: RecurrencePreviewResponseSchema, signal });
}

export interface ReservationListParams {
  readonly from?: Date;
  readonly to?: Date;
  readonly includeCancelled?: boolean;
}

/** Every list of the user's reservations starts with this, so one action can refresh them all. */
const MY_RESERVATIONS = ['booking', 'my-reservations'] as const;

export const myReservationsKey = (params: ReservationListParams) =>
  [
    ...MY_RESERVATIONS,
    'range',
    params.from?.toISOString() ?? null,
    params.to?.toISOString() ?? null,
    params.includeCancelled ?? null,
  ] as const;

/** The user's next reservations: "now" is read when the request goes out, not when the key is built. */
export const nearestReservationsKey = () => [...MY_RESERVATIONS, 'nearest'] as const;

/** One weekly series: its occurrences are picked out of the user's whole history. */
export const seriesKey = (parentId: number) => [...MY_RESERVATIONS, 'series', parentId] as const;

/** Whether a key names one of the user's reservation lists (for `mutate` after a cancellation or a payment). */
export function isMyReservationsKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === MY_RESERVATIONS[0] && key[1] === MY_RESERVATIONS[1];
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

// Ids come from the URL as strings and from answers as numbers: one key for both.
export const reservationKey = (ref: string | number) => ['booking', 'reservation', String(ref)] as const;

/** One of the user's reservations by numeric id or uuid. */
export function getReservation(ref: string | number, signal?: AbortSignal): Promise<Reservation> {
  return usersApi.get(`/reservation/single/${ref}`, { schema: ReservationSchema, signal });
}

/** Cancels now; the answer says whether it was free (`cancelled`) or late (`cancelled_not_on_time`). */
export function cancelReservation(ref: string | number, signal?: AbortSignal): Promise<Reservation> {
  return usersApi.delete(`/reservation/${ref}`, { schema: ReservationSchema, signal });
}

export const linkReservationKey = (uuid: string) => ['booking', 'link-reservation', uuid] as const;

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
