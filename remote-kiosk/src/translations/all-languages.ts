import type { Translations } from '@venue/routes';
import en from './en';
import pl from './pl';
import uk from './uk';

/**
 * The kiosk remote's namespace (`kiosk`) in all three languages, for tests, the
 * missing-key checks and tools. The routes module must never import it: a page downloads
 * one language at a time through `kioskTranslationLoaders`.
 */
export const kioskTranslations = { pl, en, uk } as const satisfies Translations;
