import { initI18n } from '@venue/i18n';
import { useTranslation } from 'react-i18next';

/** The `common` namespace, with the shared instance initialised first so the kit works in any shell. */
export function useCommonTranslation() {
  return useTranslation('common', { i18n: initI18n() });
}
