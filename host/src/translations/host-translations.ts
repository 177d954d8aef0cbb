import type { Translations } from '@venue/routes';
import en from './host/en';
import pl from './host/pl';
import uk from './host/uk';

export { HOST_NAMESPACE } from './host-translation-loaders';

/**
 * The shell's own strings (navigation, footer, error pages and the host-owned pages' titles)
 * in all three languages, for tests and tools. The app loads one language at a time through
 * `hostTranslationLoaders`.
 */
export const hostTranslations = { pl, en, uk } as const satisfies Translations;
