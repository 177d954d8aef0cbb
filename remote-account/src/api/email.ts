// E-mail confirmation. Confirming is public (the link may be opened in a browser without the
// session) but lives on the users base; the client sends no token when none is stored.
import { usersApi } from '@venue/api';
import {
  EmailConfirmationResultSchema,
  ResendConfirmationSchema,
  type EmailConfirmationResult,
  type ResendConfirmation,
} from '@venue/api/schemas/account';

/** 410 EMAIL_TOKEN_USED / EMAIL_TOKEN_EXPIRED, 404 NOT_FOUND for an unknown token. */
export function confirmEmail(token: string, signal?: AbortSignal): Promise<EmailConfirmationResult> {
  return usersApi.post('/user/email/confirm', { body: { token }, schema: EmailConfirmationResultSchema, signal });
}

/** A new link to the signed-in user's address; 429 RATE_LIMITED within a minute of the last one. */
export function resendEmailConfirmation(signal?: AbortSignal): Promise<ResendConfirmation> {
  return usersApi.post('/user/email/resend_confirmation', { body: {}, schema: ResendConfirmationSchema, signal });
}
