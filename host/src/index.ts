import { preloadHostPage } from './app/host-page-loaders';
import { fetchRuntimeConfig } from './config/fetch-runtime-config';

// The config request starts before any other code loads.
const pendingConfig = fetchRuntimeConfig();
pendingConfig.catch(() => undefined); // handled in bootstrap; avoids an early unhandled rejection

// The async boundary: federation resolves the shared singletons before the shell's code runs.
import('./bootstrap')
  .then(({ start }) => start(pendingConfig))
  .catch((error: unknown) => {
    console.error('The application could not start', error);
  });
preloadHostPage(window.location.pathname);
