import type { Translations } from '@venue/routes';
import en from './en';
import pl from './pl';
import uk from './uk';

export { AUTH_NAMESPACE } from './loaders';

/**
 * Strings of the login and complete-registration pages in all three languages, for tests and
 * tools. The app loads one language at a time through `authTranslationLoaders`.
 */
export const authTranslations = { pl, en, uk } as const satisfies Translations;
