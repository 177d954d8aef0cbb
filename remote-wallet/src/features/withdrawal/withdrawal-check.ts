import * as v from 'valibot';
import { issuesToFieldErrors } from '@venue/api';
import { WithdrawalRequestSchema, type WithdrawalRequest } from '@venue/api/schemas/withdrawal';
import {
  isWithdrawalField,
  validationError,
  type WithdrawalField,
  type WithdrawalFieldError,
  type WithdrawalFieldErrors,
} from './withdrawal-errors';
import type { WithdrawalValues } from './withdrawal-state';

/**
 * An amount typed in złoty → grosze: "120", "120,5", "120,50", "1 234,56" (spaces, also the
 * non-breaking ones a copied amount has, group thousands), "120.50", a trailing "zł".
 * `null` when nothing was typed, `'invalid'` when it is not an amount of money.
 */
export function parseZloty(text: string): number | null | 'invalid' {
  const compact = text.replace(/[\s\u00a0\u202f]/g, '').replace(/zł$/i, '');
  if (compact === '') return null;
  const match = /^(\d{1,9})(?:[,.](\d{1,2}))?$/.exec(compact);
  if (!match) return 'invalid';
  const [, zloty = '0', fraction = ''] = match;
  return Number(zloty) * 100 + Number(fraction.padEnd(2, '0'));
}

export type WithdrawalCheck =
  { readonly ok: true; readonly request: WithdrawalRequest } | { readonly ok: false; readonly fieldErrors: WithdrawalFieldErrors };

/**
 * The form checked with the shared `WithdrawalRequestSchema` (the backend applies the same one),
 * then against the available balance when it is known, so "not enough money" is said before
 * anything is sent. The server checks again: the balance may have changed meanwhile.
 */
export function checkWithdrawal(values: WithdrawalValues, available: number | null): WithdrawalCheck {
  const amount = parseZloty(values.amount);
  const fieldErrors: Partial<Record<WithdrawalField, WithdrawalFieldError>> = {};
  const result = v.safeParse(WithdrawalRequestSchema, {
    amount: typeof amount === 'number' ? amount : undefined,
    iban: values.iban,
    account_owner: values.account_owner,
  });
  if (!result.success) {
    for (const [path, error] of Object.entries(issuesToFieldErrors(result.issues))) {
      if (isWithdrawalField(path)) fieldErrors[path] = validationError(error);
    }
  }
  if (amount === 'invalid') fieldErrors.amount = { kind: 'amount-format' };
  else if (typeof amount === 'number' && fieldErrors.amount === undefined && available !== null && amount > available) {
    fieldErrors.amount = { kind: 'insufficient-funds', available };
  }
  if (result.success && Object.keys(fieldErrors).length === 0) return { ok: true, request: result.output };
  return { ok: false, fieldErrors };
}
