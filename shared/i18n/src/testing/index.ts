export { expectCompleteTranslations, findTranslationProblems } from './find-translation-problems';
export { commonTranslations } from '../common-translations';
export { loadAllLanguages } from './load-all-languages';
