import type { Translations } from '@venue/routes';

export const STANDALONE_NAMESPACE = 'standalone';

/** The few words of the shell a remote runs in on its own. */
export const standaloneTranslations = {
  pl: {
    header: { home: 'Strona główna aplikacji', darkMode: 'Tryb ciemny', language: 'Zmień język (obecnie: {{language}})' },
    index: {
      heading: 'Strony tej aplikacji',
      description: 'Ta aplikacja działa samodzielnie. Wybierz stronę:',
    },
  },
  en: {
    header: { home: 'App home page', darkMode: 'Dark mode', language: 'Change language (current: {{language}})' },
    index: {
      heading: 'Pages of this app',
      description: 'This app runs on its own. Choose a page:',
    },
  },
  uk: {
    header: { home: 'Головна сторінка застосунку', darkMode: 'Темний режим', language: 'Змінити мову (зараз: {{language}})' },
    index: {
      heading: 'Сторінки цього застосунку',
      description: 'Цей застосунок працює самостійно. Оберіть сторінку:',
    },
  },
} as const satisfies Translations;
