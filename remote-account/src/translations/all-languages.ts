import type { Translations } from '@venue/routes';
import en from './en';
import pl from './pl';
import uk from './uk';

/**
 * The account remote's namespace (`account`) in all three languages, for tests, the
 * missing-key checks and tools. The routes module must never import it: a page downloads
 * one language at a time through `accountTranslationLoaders`.
 */
export const accountTranslations = { pl, en, uk } as const satisfies Translations;
