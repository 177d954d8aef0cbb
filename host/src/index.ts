import { detectLanguageCode } from '@venue/i18n/preload';
import { preloadHostPage } from './app/host-page-loaders';
import { fetchRuntimeConfig } from './config/fetch-runtime-config';
import { preloadFooter } from './features/footer/footer-loader';
import { startRemoteEarly } from './features/remotes/early-remote-start';
import { REMOTE_ROUTE_CHUNK } from './features/remotes/remote-route-chunk';
import { chunkGroupUrls } from './lib/chunk-group-urls';
import { preloadShellTranslations } from './translations/shell-translations';

// The entry is kept tiny: it starts the config request, the shell's code, the page opened and
// its strings at once, side by side. Only dynamic imports and small modules belong here (the
// route table, the language detection): anything else would delay all four.

// The config request starts before any other code loads.
const pendingConfig = fetchRuntimeConfig();
pendingConfig.catch(() => undefined); // handled in bootstrap; avoids an early unhandled rejection

// Beside the shell's own chunks: the page opened, the strings of the visitor's language and the
// footer, where the page has one.
preloadHostPage(window.location.pathname, detectLanguageCode());
preloadShellTranslations(detectLanguageCode());
preloadFooter(window.location.pathname);
// On a remote's route: the remote's code too, from its manifest, instead of after the shell has run.
const remoteAsked = startRemoteEarly({
  pathname: window.location.pathname,
  search: window.location.search,
  config: pendingConfig,
  languageCode: detectLanguageCode(),
  // Preloaded, not imported: the shell imports it (an import() here would copy shell modules into it).
  remoteRouteCode: chunkGroupUrls(REMOTE_ROUTE_CHUNK),
  // swr's chunk, which the shell imports on a remote's first use (lib/shared-swr-cache.ts).
  sharedCode: { swr: chunkGroupUrls('swr') },
});

// The shell's code runs once the remote's files are asked for (at once on a host page; at most
// SHELL_WAIT_MS later): run first, its evaluation and first render hold the main thread while the
// manifest's answer waits, and the remote's downloads start only after them. Its own files are
// downloading meanwhile (index.html preloads them), and the static shell is on screen.
const SHELL_WAIT_MS = 1000;
Promise.race([remoteAsked, new Promise((resolve) => setTimeout(resolve, SHELL_WAIT_MS))])
  // Named: index.html preloads this chunk group (webpack.config.ts).
  .then(() => import(/* webpackChunkName: "bootstrap" */ './bootstrap'))
  .then(({ start }) => start(pendingConfig))
  .catch((error: unknown) => {
    console.error('The application could not start', error);
  });
