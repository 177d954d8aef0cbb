import type { Translations } from '@venue/routes';
import carnetsEn from '../features/carnets/translations/en';
import carnetsPl from '../features/carnets/translations/pl';
import carnetsUk from '../features/carnets/translations/uk';
import myCarnetsEn from '../features/my-carnets/translations/en';
import myCarnetsPl from '../features/my-carnets/translations/pl';
import myCarnetsUk from '../features/my-carnets/translations/uk';
import en from './en';
import pl from './pl';
import uk from './uk';

/**
 * The booking remote's namespace (`booking`) in all three languages, with the strings of the
 * carnet pages that load theirs on first use (translations/page-parts.ts), for tests, the
 * missing-key checks and tools. The routes module must never import it: a page downloads
 * one language at a time through `bookingTranslationLoaders`.
 */
export const bookingTranslations = {
  pl: { ...pl, carnets: carnetsPl, myCarnets: myCarnetsPl },
  en: { ...en, carnets: carnetsEn, myCarnets: myCarnetsEn },
  uk: { ...uk, carnets: carnetsUk, myCarnets: myCarnetsUk },
} as const satisfies Translations;
