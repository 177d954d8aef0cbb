import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@venue/api';
import { authStore, getAuthToken } from '@venue/auth-store';
import { initI18n, registerTranslations, translationsReady } from '@venue/i18n';
import type { RemoteName, RemoteRoutesModule } from '@venue/routes';
import { readStandaloneApiUrl } from './read-standalone-config';
import { StandaloneApp } from './standalone-app';
import { STANDALONE_NAMESPACE, standaloneTranslations } from './standalone-translations';

/**
 * Runs a remote on its own origin: API, languages and theme set up as the host does, then
 * the remote's routes. Used only by a remote's page entry, never by its exposed module.
 */
export async function startStandalone<R extends RemoteName>(module: RemoteRoutesModule<R>): Promise<void> {
  initI18n();
  const strings = translationsReady();
  const apiUrl = await readStandaloneApiUrl();
  configureApi({ apiUrl, getToken: getAuthToken, onUnauthorized: () => authStore.getState().logout() });
  registerTranslations(STANDALONE_NAMESPACE, standaloneTranslations);
  registerTranslations(module.remote, module.translations);
  // The shared strings (`common`) arrive per language; rendering before them would show keys.
  await strings.catch((error: unknown) => console.error('The shared translations could not be loaded', error));
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp module={module} />
    </StrictMode>,
  );
}
