import { UpdateUserRequestSchema, type User } from '@venue/api';
import type { AccountDataInput } from '../../api/profile';
import { check, type Checked } from '../../lib/field-errors';

export const ACCOUNT_DATA_FIELDS = ['first_name', 'last_name', 'email', 'marketing_consent'] as const;
export type AccountDataField = (typeof ACCOUNT_DATA_FIELDS)[number];

export interface AccountDataValues {
  readonly first_name: string;
  readonly last_name: string;
  readonly email: string;
  readonly marketing_consent: boolean;
}

export function accountDataValuesOf(user: User | null): AccountDataValues {
  return {
    first_name: user?.first_name ?? '',
    last_name: user?.last_name ?? '',
    email: user?.email ?? '',
    marketing_consent: user?.marketing_consent ?? false,
  };
}

export function isAccountDataField(path: string): path is AccountDataField {
  return (ACCOUNT_DATA_FIELDS as readonly string[]).includes(path);
}

/** Checks the form with the schema PATCH /user applies; the output is trimmed. */
export function toAccountDataInput(values: AccountDataValues): Checked<AccountDataInput> {
  const checked = check(UpdateUserRequestSchema, { ...values, is_active: true });
  if (!checked.ok) return checked;
  const { first_name = '', last_name = '', email = '', marketing_consent = false } = checked.value;
  return { ok: true, value: { first_name, last_name, email, marketing_consent } };
}
