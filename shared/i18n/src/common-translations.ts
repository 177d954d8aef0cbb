import type { Translations } from '@venue/routes';
import en from './common/en';
import pl from './common/pl';
import uk from './common/uk';

export { COMMON_NAMESPACE } from './common-translation-loaders';

/**
 * The `common` namespace in all three languages, for tests and tools. Apps load one language
 * at a time through `commonTranslationLoaders`.
 */
export const commonTranslations = { pl, en, uk } as const satisfies Translations;
