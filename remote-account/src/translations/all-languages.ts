import { loadTranslations } from '@venue/federation/testing';
import { accountTranslationLoaders } from './loaders';
import { ACCOUNT_PAGE_PARTS } from './page-parts';

/**
 * The account remote's namespace (`account`) in all three languages, with the strings of the
 * pages and actions that load theirs on first use (translations/page-parts.ts), for tests, the
 * missing-key checks and tools: loaded through the same loaders, so a new part is listed once.
 * The routes module must never import it: a page downloads one language at a time.
 */
export const loadAccountTranslations = () => loadTranslations(accountTranslationLoaders, ACCOUNT_PAGE_PARTS);
