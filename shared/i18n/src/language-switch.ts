import { storeLanguage } from './detect-language';
import { fromLanguageCode, nextLanguage, toLanguageCode, type Language } from './languages';
import { initI18n, isLanguageLoaded, loadLanguage } from './i18n-instance';

/** The switch waits this long before applying a cycled language (spec §1, §9). */
export const LANGUAGE_SWITCH_DELAY_MS = 150;

export function currentLanguage(): Language {
  return fromLanguageCode(initI18n().language);
}

let latestChoice = 0;

/**
 * Applies and stores a language: at once when its strings are in, else as soon as they
 * arrive. When they cannot be fetched the page stays in the language it shows.
 */
export function setLanguage(language: Language): void {
  cancelPendingCycle();
  const code = toLanguageCode(language);
  const choice = ++latestChoice;
  const apply = () => {
    // A later choice made while this one was loading wins.
    if (choice !== latestChoice) return;
    storeLanguage(language);
    void initI18n().changeLanguage(code);
  };
  if (isLanguageLoaded(code)) apply();
  else loadLanguage(code).then(apply, () => undefined);
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
  return switchLanguage(nextLanguage(pending?.target ?? currentLanguage()));
}

/**
 * Moves to a chosen language after the same switch delay as the cycle (the language menu's
 * choice): one way of switching, whichever control asked. Returns the language that will apply.
 */
export function switchLanguage(target: Language): Language {
  cancelPendingCycle();
  // The delay doubles as download time for the strings of the language chosen.
  loadLanguage(toLanguageCode(target)).catch(() => undefined);
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
