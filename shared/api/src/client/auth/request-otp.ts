import { OtpLoginSignupResponseSchema, type OtpLoginSignupResponse } from '../../schemas/auth';
import type { OtpLoginSignupRequest } from '../../schemas';
import { usersApi } from '../api-bases';

/**
 * Sends a login code by SMS. The answer is the same whether or not the phone has an account.
 * Fails with 429 RATE_LIMITED (see `retryAfterSeconds`) or 502 SMS_SEND_FAILED.
 */
export function requestOtp(input: OtpLoginSignupRequest, signal?: AbortSignal): Promise<OtpLoginSignupResponse> {
  return usersApi.post('/auth/otp_login_signup', { body: input, schema: OtpLoginSignupResponseSchema, signal });
}
