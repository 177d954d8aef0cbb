import { useSyncExternalStore } from 'react';
import { currentLanguage, cycleLanguage, setLanguage, subscribeToLanguage, switchLanguage } from './language-switch';
import type { Language } from './languages';

export interface LanguageControls {
  readonly language: Language;
  readonly setLanguage: (language: Language) => void;
  /** pl → en → ua → pl, applied after a 150 ms delay. */
  readonly cycleLanguage: () => Language;
  /** A language picked by name (the language menu), applied after the same 150 ms delay. */
  readonly switchLanguage: (language: Language) => Language;
}

export function useLanguage(): LanguageControls {
  const language = useSyncExternalStore(subscribeToLanguage, currentLanguage, currentLanguage);
  return { language, setLanguage, cycleLanguage, switchLanguage };
}
