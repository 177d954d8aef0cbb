// The kiosk's calls (public base; the kiosk token travels in the body, never in a URL) and the
// pay-by-link payment it starts for a player. Keys for `useSWR` start with 'kiosk'.
import { publicApi, usersApi } from '@venue/api';
import {
  KioskActivationSchema,
  KioskCheckInSchema,
  KioskSessionSchema,
  KioskStatusSchema,
  type KioskActivation,
  type KioskCheckIn,
  type KioskSession,
  type KioskStatus,
} from '@venue/api/schemas/kiosk';
import { PAYMENT_METHOD_BLIK, PaymentSchema, type Payment } from '@venue/api/schemas/payment';

export const kioskStatusKey = (kioskToken: string) => ['kiosk', 'status', kioskToken] as const;
export const kioskSessionKey = (sessionToken: string) => ['kiosk', 'session', sessionToken] as const;
export const kioskPaymentKey = (paymentUuid: string) => ['kiosk', 'payment', paymentUuid] as const;

export function activateKiosk(venueId: number, code: string, signal?: AbortSignal): Promise<KioskActivation> {
  return publicApi.post('/kiosk/activate', { body: { venue_id: venueId, code }, schema: KioskActivationSchema, signal });
}

export function getKioskStatus(kioskToken: string, signal?: AbortSignal): Promise<KioskStatus> {
  return publicApi.post('/kiosk/status', { body: { kiosk_token: kioskToken }, schema: KioskStatusSchema, signal });
}

/** A scan: a check-in code (single use) or a reservation's uuid opens a session. */
export function openSession(kioskToken: string, code: string, signal?: AbortSignal): Promise<KioskSession> {
  return publicApi.post('/kiosk/session', { body: { kiosk_token: kioskToken, code }, schema: KioskSessionSchema, signal });
}

export function viewSession(kioskToken: string, sessionToken: string, signal?: AbortSignal): Promise<KioskSession> {
  return publicApi.post('/kiosk/session/view', {
    body: { kiosk_token: kioskToken, session_token: sessionToken },
    schema: KioskSessionSchema,
    signal,
  });
}

export function checkIn(kioskToken: string, sessionToken: string, reservationId: number, signal?: AbortSignal): Promise<KioskCheckIn> {
  return publicApi.post('/kiosk/check_in', {
    body: { kiosk_token: kioskToken, session_token: sessionToken, reservation_id: reservationId },
    schema: KioskCheckInSchema,
    signal,
  });
}

/** BLIK typed on the kiosk: pay-by-link by the reservation's uuid, no sign-in (the player confirms in their bank app). */
export function payWithBlik(venueId: number, reservationUuid: string, blikCode: string, signal?: AbortSignal): Promise<Payment> {
  return usersApi.post('/payment/create', {
    body: { venue_id: venueId, reservation_uuid: reservationUuid, method_id: PAYMENT_METHOD_BLIK, blik_code: blikCode },
    schema: PaymentSchema,
    signal,
  });
}

export function getPayment(paymentUuid: string, signal?: AbortSignal): Promise<Payment> {
  return usersApi.get(`/payment/${paymentUuid}`, { schema: PaymentSchema, signal });
}
