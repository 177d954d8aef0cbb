// Check-in QR codes (users base). Schemas come from the API package's subpath so they are
// bundled with this remote rather than the shared surface.
import { usersApi } from '@venue/api';
import type { CheckInQr } from '@venue/api/schemas/account';
import { loadAccountSchemas } from './account-schemas';

/**
 * A fresh, short-lived check-in token for one venue where the user has a profile (403
 * NO_VENUE_PROFILE otherwise). Every call signs a new token.
 */
export async function issueCheckInQr(venueId: number, signal?: AbortSignal): Promise<CheckInQr> {
  const { CheckInQrSchema } = await loadAccountSchemas();
  return usersApi.post('/user_venue_qrcode', { body: { venue_id: venueId }, schema: CheckInQrSchema, signal });
}
