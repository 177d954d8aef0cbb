import * as v from 'valibot';
import { UserSchema } from './user';

export const OTP_CODE_PATTERN = /^\d{4}$/;

/** The same answer for a phone with or without an account. */
export const OtpLoginSignupResponseSchema = v.object({
  /** Seconds until another code may be requested for this phone. */
  resend_available_in: v.pipe(v.number(), v.integer(), v.minValue(0)),
  /** Seconds the code just sent stays valid. */
  expires_in: v.pipe(v.number(), v.integer(), v.minValue(0)),
});
export type OtpLoginSignupResponse = v.InferOutput<typeof OtpLoginSignupResponseSchema>;

export const OtpCodeSchema = v.pipe(v.string('validation.otpCode'), v.trim(), v.regex(OTP_CODE_PATTERN, 'validation.otpCode'));

export const MagicLoginRequestSchema = v.object({
  magic_token: v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(200, 'validation.invalid')),
});
export type MagicLoginRequest = v.InferInput<typeof MagicLoginRequestSchema>;

export const AuthTokenResponseSchema = v.object({
  /** Opaque bearer token for the users base. */
  token: v.pipe(v.string(), v.nonEmpty()),
  user: UserSchema,
  /** True until first name, last name and e-mail are filled in (→ /complete-registration). */
  registration_required: v.boolean(),
});
export type AuthTokenResponse = v.InferOutput<typeof AuthTokenResponseSchema>;
