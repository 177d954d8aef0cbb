import { render, screen, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { User } from '@venue/api';
import { authStore } from '@venue/auth-store';
import { registerTranslations, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import type { RemoteName, RemoteRoutesModule } from '@venue/routes';
import { AppRoutes } from '../app/app-routes';
import { AUTH_NAMESPACE, authTranslations } from '../features/auth/translations';
import { RemoteLoaderContext } from '../features/remotes/remote-loader-context';
import { createRemoteLoader, type FederationRuntime, type RemoteLoader } from '../features/remotes/remote-loader';
import { HOST_NAMESPACE, hostTranslations } from '../translations/host-translations';
import { testUser as baseTestUser } from '@venue/auth-store/testing';

export async function setUpHostTranslations(): Promise<void> {
  await loadAllLanguages();
  registerTranslations(HOST_NAMESPACE, hostTranslations);
  registerTranslations(AUTH_NAMESPACE, authTranslations);
  setLanguage('pl');
}

/** The auth store's test user as the shell's tests know him: Jan Kowalski, at no venue. */
export function testUser(overrides: Partial<User> = {}): User {
  return baseTestUser({
    first_name: 'Jan',
    last_name: 'Kowalski',
    email: 'jan@example.com',
    phone_number: '+48500600700',
    user_venue_profiles: [],
    ...overrides,
  });
}

export function signIn(user: User = testUser()): void {
  authStore.getState().setSession('test-token', user);
}

/** A federation runtime that answers from a table instead of the network. */
export function fakeRuntime(modules: Partial<Record<RemoteName, () => Promise<unknown>>>) {
  const runtime: FederationRuntime & { loadRemote: jest.Mock; reset: jest.Mock } = {
    loadRemote: jest.fn((id: string) => {
      const remote = id.split('/')[0] as RemoteName;
      const load = modules[remote];
      return load ? load() : Promise.reject(new Error(`remote ${remote} is down`));
    }),
    reset: jest.fn(),
  };
  return runtime;
}

export function remoteModule<R extends RemoteName>(module: RemoteRoutesModule<R>): () => Promise<unknown> {
  return () => Promise.resolve({ default: module });
}

function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <output data-testid="location" data-from={from}>{`${location.pathname}${location.search}`}</output>;
}

export function currentPath(): string {
  return screen.getByTestId('location').textContent ?? '';
}

/** The `from` the last redirect remembered in the navigation state. */
export function rememberedFrom(): string {
  return screen.getByTestId('location').getAttribute('data-from') ?? '';
}

/** The host's routes in a memory router, with a given remote loader. */
export function renderHost(path: string, loader: RemoteLoader = createRemoteLoader(fakeRuntime({}), () => undefined)): RenderResult {
  return render(
    <UiProvider>
      <RemoteLoaderContext.Provider value={loader}>
        <MemoryRouter initialEntries={[path]}>
          <AppRoutes />
          <LocationProbe />
        </MemoryRouter>
      </RemoteLoaderContext.Provider>
    </UiProvider>,
  );
}
