import { i18n, initI18n } from './i18n-instance';
import { storeLanguage } from './detect-language';
import { fromLanguageCode, nextLanguage, toLanguageCode, type Language } from './languages';

/** The switch waits this long before applying a cycled language (spec §1, §9). */
export const LANGUAGE_SWITCH_DELAY_MS = 150;

export function currentLanguage(): Language {
  return fromLanguageCode(initI18n().language);
}

/** Applies and stores a language at once. */
export function setLanguage(language: Language): void {
  cancelPendingCycle();
  storeLanguage(language);
  void initI18n().changeLanguage(toLanguageCode(language));
}

let pending: { target: Language; timer: ReturnType<typeof setTimeout> } | null = null;

function cancelPendingCycle(): void {
  if (pending) clearTimeout(pending.timer);
  pending = null;
}

/**
 * Moves to the next language of pl → en → ua after the switch delay. Repeated presses within the
 * delay keep stepping from the language already chosen, so three quick presses land back home.
 * Returns the language that will apply.
 */
export function cycleLanguage(): Language {
  const target = nextLanguage(pending?.target ?? currentLanguage());
  cancelPendingCycle();
  pending = {
    target,
    timer: setTimeout(() => {
      pending = null;
      setLanguage(target);
    }, LANGUAGE_SWITCH_DELAY_MS),
  };
  return target;
}

export function subscribeToLanguage(onChange: () => void): () => void {
  const instance = initI18n();
  instance.on('languageChanged', onChange);
  return () => instance.off('languageChanged', onChange);
}

