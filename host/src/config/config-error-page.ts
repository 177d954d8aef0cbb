import { detectLanguage, type Language } from '@venue/i18n';

const MESSAGES: Readonly<Record<Language, { heading: string; description: string; retry: string }>> = {
  pl: {
    heading: 'Nie udało się uruchomić aplikacji',
    description: 'Brakuje konfiguracji serwisu albo jest ona nieprawidłowa. Spróbuj ponownie za chwilę.',
    retry: 'Odśwież stronę',
  },
  en: {
    heading: 'The application could not start',
    description: 'The service configuration is missing or invalid. Please try again in a moment.',
    retry: 'Reload the page',
  },
  ua: {
    heading: 'Не вдалося запустити застосунок',
    description: 'Конфігурація сервісу відсутня або неправильна. Спробуйте ще раз за хвилину.',
    retry: 'Оновити сторінку',
  },
};

const LANG_ATTRIBUTE: Readonly<Record<Language, string>> = { pl: 'pl', en: 'en', ua: 'uk' };

/**
 * Shown when `/config.json` is missing or invalid. Plain DOM on purpose: without a config
 * nothing else may start (no API, no remotes), and the message must not depend on them.
 */
export function renderConfigErrorPage(container: HTMLElement, language: Language = detectLanguage()): void {
  const text = MESSAGES[language];
  document.documentElement.lang = LANG_ATTRIBUTE[language];
  document.title = text.heading;
  const main = document.createElement('main');
  main.className = 'config-error';
  const heading = document.createElement('h1');
  heading.textContent = text.heading;
  const description = document.createElement('p');
  description.textContent = text.description;
  const retry = document.createElement('button');
  retry.type = 'button';
  retry.textContent = text.retry;
  retry.addEventListener('click', () => window.location.reload());
  main.append(heading, description, retry);
  container.replaceChildren(main);
}
