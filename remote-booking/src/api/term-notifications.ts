// Court-availability notifications ("tell me when a court frees", spec §7 users base): the
// player's wishes, asking for one (the courts grid) and deleting one (My notifications).
import * as v from 'valibot';
import { usersApi } from '@venue/api';
import {
  TermNotificationListSchema,
  TermNotificationSchema,
  type TermNotification,
  type TermNotificationRequest,
} from '@venue/api/schemas/term-notification';

const MY_NOTIFICATIONS = ['booking', 'my-notifications'] as const;

export const myNotificationsKey = () => [...MY_NOTIFICATIONS, 'list'] as const;

/** The signed-in player's wishes, newest first, each with its status, outcome and any live hold. */
export function listMyNotifications(signal?: AbortSignal): Promise<TermNotification[]> {
  return usersApi.get('/reservation/term_notification/', { schema: TermNotificationListSchema, signal });
}

/** Asks to be told (and to have the court held) when a fitting stretch of court time frees. */
export function createNotification(input: TermNotificationRequest, signal?: AbortSignal): Promise<TermNotification> {
  return usersApi.post('/reservation/term_notification/', { body: input, schema: TermNotificationSchema, signal });
}

/** Deletes one of the player's wishes (spec §7: the body names its venue). */
export async function deleteNotification(id: number, venueId: number, signal?: AbortSignal): Promise<void> {
  // The answer has no body worth reading; `unknown` is what the shared valibot surface offers for it.
  await usersApi.delete(`/reservation/term_notification/${id}`, { body: { venue_id: venueId }, schema: v.unknown(), signal });
}
