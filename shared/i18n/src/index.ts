export * from './languages';
export { detectLanguage, detectLanguageCode } from './detect-language';
export {
  i18n,
  initI18n,
  isLanguageLoaded,
  loadLanguage,
  registerTranslationLoaders,
  registerTranslationPart,
  registerTranslations,
  translationsReady,
  type TranslationLoaders,
} from './i18n-instance';
export { COMMON_NAMESPACE } from './common-translation-loaders';
export {
  LANGUAGE_SWITCH_DELAY_MS,
  currentLanguage,
  cycleLanguage,
  setLanguage,
  subscribeToLanguage,
  switchLanguage,
} from './language-switch';
export { useLanguage, type LanguageControls } from './use-language';
export { durationParts, formatDateTime, formatMoney, type DurationUnit } from './format';
export { addCalendarDays, cachedDateTimeFormat, dateTimeFormat, formatTime, isCalendarDay, timeZoneLabel, todayIn } from './days';
export { sportName } from './sport-name';
export { useWaitText } from './use-wait-text';
