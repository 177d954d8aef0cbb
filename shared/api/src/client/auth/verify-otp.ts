import { AuthTokenResponseSchema, type AuthTokenResponse } from '../../schemas/auth';
import type { OtpTokenRequest } from '../../schemas';
import { usersApi } from '../api-bases';

/**
 * Exchanges the SMS code for a session. Fails with 400 INVALID_CODE or CODE_EXPIRED,
 * or 429 TOO_MANY_ATTEMPTS / RATE_LIMITED.
 */
export function verifyOtp(input: OtpTokenRequest, signal?: AbortSignal): Promise<AuthTokenResponse> {
  return usersApi.post('/auth/otp_token', { body: input, schema: AuthTokenResponseSchema, signal });
}
