import { useTranslation } from 'react-i18next';
import type { FieldError } from '@venue/api';

/** Translates a field error (an i18n key of `common` with params); an unknown key reads "invalid value". */
export function useFieldErrorText(): (error: FieldError) => string {
  const { t, i18n } = useTranslation('common');
  return (error) => {
    const key = i18n.exists(error.key, { ns: 'common' }) ? error.key : 'validation.invalid';
    return t(key, { ...error.params });
  };
}
