import { UserSchema, type User } from '../../schemas/user';
import { usersApi } from '../api-bases';

/** The signed-in user's profile. 401 when the token is missing, unknown or revoked. */
export function getMe(signal?: AbortSignal): Promise<User> {
  return usersApi.get('/auth/me', { schema: UserSchema, signal });
}
