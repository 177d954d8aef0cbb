import { loadLanguage } from '../i18n-instance';

/**
 * Brings in every language of every namespace registered with loaders (`common` included),
 * so a test can switch languages and read strings synchronously, as after a real switch.
 */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all([loadLanguage('pl'), loadLanguage('en'), loadLanguage('uk')]);
}
