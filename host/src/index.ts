import { detectLanguageCode } from '@venue/i18n/preload';
import { preloadHostPage } from './app/host-page-loaders';
import { fetchRuntimeConfig } from './config/fetch-runtime-config';
import { preloadShellTranslations } from './translations/shell-translations';

// The entry runs before federation has negotiated the shared modules: it may use only dynamic
// imports and modules that are not shared (the route table, the language detection).

// The config request starts before any other code loads.
const pendingConfig = fetchRuntimeConfig();
pendingConfig.catch(() => undefined); // handled in bootstrap; avoids an early unhandled rejection

// The async boundary: federation resolves the shared singletons before the shell's code runs.
import('./bootstrap')
  .then(({ start }) => start(pendingConfig))
  .catch((error: unknown) => {
    console.error('The application could not start', error);
  });
// Beside the shell's own chunks: the page opened and the strings of the visitor's language.
preloadHostPage(window.location.pathname);
preloadShellTranslations(detectLanguageCode());
