/**
 * What an app's entry may use before federation has negotiated the shared modules: nothing
 * here holds state, so a copy outside the shared `@venue/i18n` is harmless. An entry uses it
 * to start fetching the visitor's strings beside the app's own chunks.
 */
export { detectLanguageCode } from './detect-language';
export { COMMON_NAMESPACE, commonTranslationLoaders } from './common-translation-loaders';
