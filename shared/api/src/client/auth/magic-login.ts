import { AuthTokenResponseSchema, type AuthTokenResponse, type MagicLoginRequest } from '../../schemas/auth';
import { usersApi } from '../api-bases';

/** Signs in with a one-time link token. Fails with 400 INVALID_CODE when unknown, used or expired. */
export function magicLogin(input: MagicLoginRequest, signal?: AbortSignal): Promise<AuthTokenResponse> {
  return usersApi.post('/auth/magic_login', { body: input, schema: AuthTokenResponseSchema, signal });
}
