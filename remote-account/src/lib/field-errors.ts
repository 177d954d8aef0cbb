import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isApiError, issuesToFieldErrors, type FieldError, type FieldErrors } from '@venue/api';

/** Translates a field error (a `common` key with params); an unknown key reads "invalid value". */
export function useFieldErrorText(): (error: FieldError) => string {
  const { t, i18n } = useTranslation('common');
  return (error) => {
    const key = i18n.exists(error.key, { ns: 'common' }) ? error.key : 'validation.invalid';
    return t(key, { ...error.params });
  };
}

export type Checked<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly fieldErrors: FieldErrors };

/** Validates with a shared schema (the backend applies the same one) into field errors. */
export function check<TSchema extends v.GenericSchema>(schema: TSchema, input: unknown): Checked<v.InferOutput<TSchema>> {
  const result = v.safeParse(schema, input);
  return result.success ? { ok: true, value: result.output } : { ok: false, fieldErrors: issuesToFieldErrors(result.issues) };
}

/** The backend's field errors of a failed save, empty when it failed for another reason. */
export function serverFieldErrors(error: unknown): FieldErrors {
  return isApiError(error) ? error.fieldErrors : {};
}

export function isCancelled(error: unknown): boolean {
  return isApiError(error) && error.kind === 'cancel';
}

/** A 429's wait in seconds, or null for any other failure. */
export function rateLimitSeconds(error: unknown, fallback = 60): number | null {
  if (!isApiError(error) || (error.status !== 429 && error.code !== 'RATE_LIMITED')) return null;
  return error.retryAfterSeconds ?? fallback;
}
