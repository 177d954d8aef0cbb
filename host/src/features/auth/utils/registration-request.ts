import * as v from 'valibot';
import { UpdateUserRequestSchema, issuesToFieldErrors, type FieldError, type UpdateUserRequest, type User } from '@venue/api';
import type { Checked } from '@venue/ui';

export interface RegistrationValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly marketing_consent: boolean;
}

export const REGISTRATION_FIELDS = ['first_name', 'last_name', 'email', 'marketing_consent'] as const;
export type RegistrationField = (typeof REGISTRATION_FIELDS)[number];

/** Starts from what the profile already holds (a user may have left half-way). */
export function initialRegistrationValues(user: User | null): RegistrationValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    marketing_consent: user?.marketing_consent ?? false,
  };
}

/**
 * Checks the form with the same schema the backend applies. All three text fields are sent,
 * even empty, so the schema reports a missing one as required instead of skipping it.
 */
export function toRegistrationRequest(values: RegistrationValues): Checked<UpdateUserRequest, FieldError> {
  const result = v.safeParse(UpdateUserRequestSchema, { ...values, is_active: true });
  if (!result.success) return { ok: false, fieldErrors: issuesToFieldErrors(result.issues) };
  return { ok: true, value: result.output };
}
