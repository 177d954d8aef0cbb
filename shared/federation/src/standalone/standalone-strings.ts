import { initI18n, registerTranslationLoaders, registerTranslations, type TranslationLoaders } from '@venue/i18n';
import type { RemoteName } from '@venue/routes';
import { STANDALONE_NAMESPACE, standaloneTranslations } from './standalone-translations';

/**
 * Registers the standalone shell's strings and the remote's per-language loaders, as the host
 * does. Resolves once the current language's strings of every namespace with loaders (the
 * remote's and `common`) are in, so the first render shows no keys; another language is fetched
 * when the user switches to it. Rejects when one could not be fetched.
 */
export function loadStandaloneStrings(remote: RemoteName, loaders: TranslationLoaders): Promise<void> {
  initI18n();
  registerTranslations(STANDALONE_NAMESPACE, standaloneTranslations);
  return registerTranslationLoaders(remote, loaders);
}
