import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { configureApi } from '@venue/api';
import { authStore, getAuthToken } from '@venue/auth-store';
import { currentLanguage, toLanguageCode } from '@venue/i18n';
import type { RemoteName, RemoteRoutesModule } from '@venue/routes';
import { readStandaloneApiUrl } from './read-standalone-config';
import { StandaloneApp, type StandaloneOptions } from './standalone-app';
import { loadStandaloneStrings } from './standalone-strings';

/**
 * Runs a remote on its own origin: API, languages and theme set up as the host does, then
 * the remote's routes. Used only by a remote's page entry, never by its exposed module.
 */
export async function startStandalone<R extends RemoteName>(module: RemoteRoutesModule<R>, options: StandaloneOptions = {}): Promise<void> {
  // Started before the config is read, so both downloads run side by side.
  const strings = loadStandaloneStrings(module.remote, module.translations);
  const apiUrl = await readStandaloneApiUrl();
  configureApi({
    apiUrl,
    getToken: getAuthToken,
    onUnauthorized: () => authStore.getState().logout(),
    // The backend writes its SMS and e-mails in the language the app shows.
    getLanguage: () => toLanguageCode(currentLanguage()),
  });
  // The remote's strings and the shared ones (`common`) arrive per language; rendering before
  // them would show keys. Should they fail, the page still starts and a language switch retries.
  await strings.catch((error: unknown) => console.error('The translations could not be loaded', error));
  const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <StandaloneApp module={module} options={options} />
    </StrictMode>,
  );
}
