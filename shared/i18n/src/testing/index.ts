export { expectCompleteTranslations, findTranslationProblems } from './find-translation-problems';
