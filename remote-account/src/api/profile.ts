// The signed-in user's own profile (users base): account data, e-mail confirmation, game levels.
import { UserSchema, updateUser, usersApi, type User } from '@venue/api';
import type { ResendConfirmation } from '@venue/api/schemas/account';
import { loadAccountSchemas } from './account-schemas';

export interface AccountDataInput {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly marketing_consent: boolean;
}

/** PATCH /user with the account fields; `is_active: true` as every profile update sends it. */
export function saveAccountData(input: AccountDataInput, signal?: AbortSignal): Promise<User> {
  return updateUser({ ...input, is_active: true }, signal);
}

/** Sends the e-mail confirmation link again; 429 RATE_LIMITED carries the wait. */
export async function resendEmailConfirmation(signal?: AbortSignal): Promise<ResendConfirmation> {
  const { ResendConfirmationSchema } = await loadAccountSchemas();
  return usersApi.post('/user/email/resend_confirmation', { schema: ResendConfirmationSchema, signal });
}

/** Saves the self-rated level (0–6) for one sport type; answers the updated profile. */
export function saveSportSkill(sportTypeId: number, level: number, signal?: AbortSignal): Promise<User> {
  return usersApi.post(`/user/sport_skill/${sportTypeId}`, { body: { level }, schema: UserSchema, signal });
}
