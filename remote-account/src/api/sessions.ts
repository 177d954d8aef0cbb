// Ending sessions (users base).
import * as v from 'valibot';
import { usersApi } from '@venue/api';

/** Ends every session of the signed-in user, on every device, this one included (answers 204). */
export async function signOutEverywhere(signal?: AbortSignal): Promise<void> {
  await usersApi.post('/auth/logout_all', { schema: v.unknown(), signal });
}
