import { useTranslation } from 'react-i18next';
import type { FieldError } from '@venue/api/schemas/errors';

/**
 * Words an API field error: a `common` `validation.*` key, or a `trainer:validation.*` one (the
 * working-hours messages, which only this remote shows); an unknown key from a newer backend reads
 * as "invalid value".
 */
export function useFieldErrorText(): (error: FieldError | undefined) => string | undefined {
  const { t, i18n } = useTranslation('trainer');
  return (error) => {
    if (!error) return undefined;
    const key = i18n.exists(error.key, { ns: 'common' }) ? error.key : 'validation.invalid';
    return t(key, { ns: 'common', ...error.params });
  };
}
