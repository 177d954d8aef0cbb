import type { Translations } from '@venue/routes';
import en from './en';
import pl from './pl';
import uk from './uk';

/**
 * The booking remote's namespace (`booking`) in all three languages, for tests, the
 * missing-key checks and tools. The routes module must never import it: a page downloads
 * one language at a time through `bookingTranslationLoaders`.
 */
export const bookingTranslations = { pl, en, uk } as const satisfies Translations;
