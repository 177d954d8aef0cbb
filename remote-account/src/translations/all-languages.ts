import type { Translations } from '@venue/routes';
import confirmEmailEn from '../features/confirm-email/translations/en';
import confirmEmailPl from '../features/confirm-email/translations/pl';
import confirmEmailUk from '../features/confirm-email/translations/uk';
import dumpAccountEn from '../features/dump-account/translations/en';
import dumpAccountPl from '../features/dump-account/translations/pl';
import dumpAccountUk from '../features/dump-account/translations/uk';
import doorRefusalEn from '../features/door/translations/refusal-en';
import doorRefusalPl from '../features/door/translations/refusal-pl';
import doorRefusalUk from '../features/door/translations/refusal-uk';
import companyLookupEn from '../features/billing/translations/lookup-en';
import companyLookupPl from '../features/billing/translations/lookup-pl';
import companyLookupUk from '../features/billing/translations/lookup-uk';
import en from './en';
import pl from './pl';
import uk from './uk';

/**
 * The account remote's namespace (`account`) in all three languages, with the strings of the
 * pages that load theirs on first use (translations/page-parts.ts), for tests, the missing-key
 * checks and tools. The routes module must never import it: a page downloads one language at
 * a time through `accountTranslationLoaders` and the page parts.
 */
export const accountTranslations = {
  pl: { ...pl, dumpAccount: dumpAccountPl, confirmEmail: confirmEmailPl, doorRefusal: doorRefusalPl, companyLookup: companyLookupPl },
  en: { ...en, dumpAccount: dumpAccountEn, confirmEmail: confirmEmailEn, doorRefusal: doorRefusalEn, companyLookup: companyLookupEn },
  uk: { ...uk, dumpAccount: dumpAccountUk, confirmEmail: confirmEmailUk, doorRefusal: doorRefusalUk, companyLookup: companyLookupUk },
} as const satisfies Translations;
