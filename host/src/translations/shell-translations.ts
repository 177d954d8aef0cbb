import type { LanguageCode, TranslationLoaders } from '@venue/i18n';
import { commonTranslationLoaders } from '@venue/i18n/preload';
import { HOST_NAMESPACE, hostTranslationLoaders } from './host-translation-loaders';

/**
 * The namespaces the shell renders with, fetched one language at a time. The login and
 * registration pages' `auth` strings come with those pages (host-pages.tsx).
 */
export const SHELL_TRANSLATIONS: Readonly<Record<string, TranslationLoaders>> = {
  [HOST_NAMESPACE]: hostTranslationLoaders,
};

/**
 * Starts fetching every string the shell shows in the visitor's language (its own namespaces
 * and `common`; one chunk per language). Called by the entry, before the shared modules are
 * negotiated, so the download runs beside the shell's own; the bootstrap later registers the
 * same loaders and finds the chunk already on its way.
 */
export function preloadShellTranslations(code: LanguageCode): void {
  for (const loaders of [...Object.values(SHELL_TRANSLATIONS), commonTranslationLoaders]) {
    loaders[code]().catch(() => undefined);
  }
}
