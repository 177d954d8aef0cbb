// Opening a venue's door (users base).
import { usersApi } from '@venue/api';
import type { DoorResult } from '@venue/api/schemas/account';
import { DoorWindowSchema } from '@venue/api/schemas/door';
import { loadAccountSchemas } from './account-schemas';

/**
 * Asks the venue's door controller to open. Refused with 403 DOOR_NOT_ALLOWED outside the
 * user's reservation window; 502 DOOR_OPEN_FAILED when the controller did not carry it out.
 */
export async function openDoor(venueId: number, signal?: AbortSignal): Promise<DoorResult> {
  const { DoorResultSchema } = await loadAccountSchemas();
  return usersApi.post(`/automation/door/${venueId}`, { body: { venue_id: venueId, command: 'open' }, schema: DoorResultSchema, signal });
}

/** The cache key of the door window (server configuration, the same for every venue). */
export const doorWindowKey = () => ['account', 'door-window'] as const;

/** Minutes before an active reservation's start from which the door opens (server configuration). */
export async function getDoorWindow(signal?: AbortSignal): Promise<number> {
  return (await usersApi.get('/automation/door', { schema: DoorWindowSchema, signal })).open_before_minutes;
}
