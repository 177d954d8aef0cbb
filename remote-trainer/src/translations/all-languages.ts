import { loadTranslations } from '@venue/federation/testing';
import { trainerTranslationLoaders } from './loaders';
import { TRAINER_PAGE_PARTS } from './page-parts';

/**
 * The trainer remote's namespace (`trainer`) in all three languages, with each page's strings
 * (translations/page-parts.ts), for tests, the missing-key checks and tools: loaded through the
 * same loaders, so a new part is listed once. The routes module must never import it.
 */
export const loadTrainerTranslations = () => loadTranslations(trainerTranslationLoaders, TRAINER_PAGE_PARTS);
