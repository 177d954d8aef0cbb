import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@venue/api';
import { authStore, getAuthToken } from '@venue/auth-store';
import { currentLanguage, initI18n, registerTranslationLoaders, toLanguageCode } from '@venue/i18n';
import { App } from './app/app';
import { readRuntimeConfig } from './config/read-runtime-config';
import { configureStoreUrls } from './config/store-urls';
import { startMonitoring } from './features/monitoring/start-monitoring';
import { remoteRouteAt } from './lib/match-route-id';
import { keepUncaughtErrors, reportError } from './lib/report-error';
import { clearSharedSwrCacheOnLogout } from './lib/shared-swr-cache';
import { deferredRemoteLoader } from './features/remotes/deferred-remote-loader';
import { loadRemoteRouteCode } from './features/remotes/load-remote-route-code';
import { preloadRouteData } from './features/remotes/preload-route-data';
import { SHELL_TRANSLATIONS } from './translations/shell-translations';

export async function start(pendingConfig: Promise<unknown>): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element');
  // Monitoring starts after the first paint; what goes wrong before is kept for it.
  keepUncaughtErrors();

  const result = await readRuntimeConfig(pendingConfig);
  if (!result.ok) {
    console.error(`Runtime config ${result.reason}: ${result.detail}`);
    // Its own chunk (0.5 KB gzip of messages in three languages): only a visit without a usable
    // config downloads it, from the host's own origin, which has just answered.
    const { renderConfigErrorPage } = await import('./config/config-error-page');
    renderConfigErrorPage(container);
    return;
  }
  const { config } = result;

  configureApi({
    apiUrl: config.apiUrl,
    getToken: getAuthToken,
    // The server no longer knows the token: end the session here too; the guard then
    // sends the user to /login, which says the session has expired.
    onUnauthorized: () => authStore.getState().logout('expired'),
    // The backend writes its SMS and e-mails in the language the app shows.
    getLanguage: () => toLanguageCode(currentLanguage()),
  });
  configureStoreUrls(config.mobileAppStores);
  // What remotes cached for this user must not be shown to the next one.
  clearSharedSwrCacheOnLogout(authStore);
  initI18n();
  const shellStrings = Promise.all(
    Object.entries(SHELL_TRANSLATIONS).map(([namespace, loaders]) => registerTranslationLoaders(namespace, loaders)),
  );

  // How remotes are loaded comes with the first remote route (load-remote-route-code.ts); the
  // remote's own downloads start as soon as that code is in.
  const loader = deferredRemoteLoader(() =>
    loadRemoteRouteCode().then(({ startRemoteLoading }) =>
      startRemoteLoading(config.remotes, (failure) =>
        reportError(failure.error, { area: 'federation', id: failure.id, lifecycle: failure.lifecycle }),
      ),
    ),
  );

  // The remote of the route opened starts loading now, beside the shell's strings and first
  // render (about 0.6 s of rendering on a mid-range phone), not once the shell has rendered the
  // route; the route then takes the same load, and a failure shows there, with its retry. Once
  // the remote's routes are in, the page's data requests start too (its `preload`), beside the
  // page's code and the shell's render rather than after the page has rendered.
  // The web font waits for that first view's code and data (UiProvider's fontsAfter), so its
  // files do not share a slow network with them; a host page takes the font at once.
  const opened = remoteRouteAt(window.location.pathname, () => authStore.getState().token !== null);
  const firstView = opened
    ? loader
        .load(opened.remote)
        .then((module) => preloadRouteData(module, opened.routeKey, window.location))
        .catch(() => undefined)
    : undefined;

  // Rendering before the strings arrive would flash their keys. Should they fail, the shell
  // still starts: navigation works, and the language switch fetches them again.
  await shellStrings.catch((error: unknown) => console.error('The shell translations could not be loaded', error));
  const root = createRoot(container);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for its whole length, so input stays responsive while it runs.
  startTransition(() => {
    root.render(
      <StrictMode>
        <App loader={loader} fontsAfter={firstView} />
      </StrictMode>,
    );
  });
  startMonitoring(config);
}
