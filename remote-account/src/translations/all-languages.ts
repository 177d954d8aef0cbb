import type { Translations } from '@venue/routes';
import confirmEmailEn from '../features/confirm-email/translations/en';
import confirmEmailPl from '../features/confirm-email/translations/pl';
import confirmEmailUk from '../features/confirm-email/translations/uk';
import dumpAccountEn from '../features/dump-account/translations/en';
import dumpAccountPl from '../features/dump-account/translations/pl';
import dumpAccountUk from '../features/dump-account/translations/uk';
import actionsEn from './actions-en';
import actionsPl from './actions-pl';
import actionsUk from './actions-uk';
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
  pl: { ...pl, dumpAccount: dumpAccountPl, confirmEmail: confirmEmailPl, actions: actionsPl },
  en: { ...en, dumpAccount: dumpAccountEn, confirmEmail: confirmEmailEn, actions: actionsEn },
  uk: { ...uk, dumpAccount: dumpAccountUk, confirmEmail: confirmEmailUk, actions: actionsUk },
} as const satisfies Translations;
