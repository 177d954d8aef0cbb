import * as v from 'valibot';
import { usersApi } from '../api-bases';

/** Revokes the current token on the server (answers 204). Clearing the local session is the auth store's job. */
export async function logout(signal?: AbortSignal): Promise<void> {
  await usersApi.post('/auth/logout', { schema: v.unknown(), signal });
}
