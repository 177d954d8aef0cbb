// Deleting the account: an SMS code to the account's phone, then the code confirms.
import { usersApi } from '@venue/api';
import {
  AccountDeletionCodeSentSchema,
  AccountDeletionResultSchema,
  type AccountDeletionCodeSent,
  type AccountDeletionResult,
} from '@venue/api/schemas/account';

export function requestDeletionCode(signal?: AbortSignal): Promise<AccountDeletionCodeSent> {
  return usersApi.post('/user/delete/request_code', { body: {}, schema: AccountDeletionCodeSentSchema, signal });
}

/** Deletes the account; the token used is dead afterwards. */
export function confirmDeletion(code: string, signal?: AbortSignal): Promise<AccountDeletionResult> {
  return usersApi.post('/user/delete/confirm', { body: { code }, schema: AccountDeletionResultSchema, signal });
}
