import { act, render, screen, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentType, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { authStore } from '@venue/auth-store';
import { testUser } from '@venue/auth-store/testing';
import { registerTranslationLoaders, setLanguage } from '@venue/i18n';
import { expectCompleteTranslations, loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import {
  ROUTES,
  routesOf,
  type RemoteName,
  type RemoteRoutesModule,
  type TranslationLanguage,
  type TranslationLoadersOf,
  type Translations,
  type TranslationTree,
} from '@venue/routes';

const LANGUAGES: readonly TranslationLanguage[] = ['pl', 'en', 'uk'];

export interface RoutesModuleContract<R extends RemoteName> {
  readonly routesModule: RemoteRoutesModule<R>;
  /** The remote's namespace in all three languages (its `all-languages.ts`), or its loader (`loadTranslations`). */
  readonly translations: Translations | (() => Promise<Translations>);
  /**
   * Strings that arrive with their page rather than with the namespace, under their own key:
   * the namespace must leave them out, and namespace plus parts must equal `translations`.
   */
  readonly pageParts?: Readonly<Record<string, TranslationLoadersOf>>;
  /**
   * A placeholder page of the remote, as shown in Polish to a visitor. Required while the remote
   * has one (its placeholder and navigation checks run on it); a remote whose pages are all real
   * (the kiosk) leaves it out.
   */
  readonly placeholder?: {
    readonly path: string;
    /** Its h1. */
    readonly heading: string;
    /** The name of its one link and the path the link leads to. */
    readonly link: { readonly name: string; readonly to: string };
  };
}

export interface RoutesModuleHarness {
  /**
   * Renders the remote's pages in a router of their own (as the host would) at `path`, with the
   * placeholder link's target (when there is one outside the remote) as an `<h1>Target page</h1>`
   * and the current path in `screen.getByTestId('location')`.
   */
  readonly renderAt: (path: string) => RenderResult;
}

function Location() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function Providers({ children }: { readonly children: ReactNode }) {
  return (
    <SwrTestCache>
      <UiProvider>{children}</UiProvider>
    </SwrTestCache>
  );
}

function titleOf(tree: TranslationTree, id: string): unknown {
  const titles = tree.title;
  return typeof titles === 'object' ? titles[id] : undefined;
}

/**
 * The contract every remote's `./routes` module keeps (RemoteRoutesModule): a page for each
 * route it owns, translations loaded one language at a time and complete with a title per page,
 * placeholder pages (when `placeholder` names one) that say who is signed in, and navigation
 * through the router it is given.
 * Call it at the top of `src/routes/routes-module.test.tsx`; it registers the remote's
 * translations in Polish before all tests and signs out after each. Tests only one remote has
 * go beside the call, using the returned `renderAt`.
 */
export function describeRoutesModule<R extends RemoteName>(contract: RoutesModuleContract<R>): RoutesModuleHarness {
  const { routesModule, translations, pageParts, placeholder } = contract;
  const remote = routesModule.remote;
  // A link may lead to another page of the same remote (the trainer's do); that page answers then.
  const linkLeavesRemote = placeholder !== undefined && !routesOf(remote).some((id) => ROUTES[id].path === placeholder.link.to);

  function renderAt(path: string): RenderResult {
    return render(
      <Providers>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            {routesOf(remote).map((id) => {
              const Page: ComponentType = routesModule.pages[id];
              return <Route key={id} path={ROUTES[id].path} element={<Page />} />;
            })}
            {placeholder && linkLeavesRemote && <Route path={placeholder.link.to} element={<h1>Target page</h1>} />}
          </Routes>
          <Location />
        </MemoryRouter>
      </Providers>,
    );
  }

  let tree: Translations;
  beforeAll(async () => {
    tree = typeof translations === 'function' ? await translations() : translations;
    await registerTranslationLoaders(remote, routesModule.translations);
    await loadAllLanguages();
    setLanguage('pl');
  });

  afterEach(() => authStore.getState().logout());

  describe(`${remote} routes module`, () => {
    it(`is the ${remote} remote with a page for every route it owns`, () => {
      expect(routesModule.remote).toBe(remote);
      expect(Object.keys(routesModule.pages).sort()).toEqual([...routesOf(remote)].sort());
    });

    if (pageParts) {
      it('loads each language on its own: the namespace and the page parts make up the all-languages tree', async () => {
        for (const code of LANGUAGES) {
          const namespace = await routesModule.translations[code]();
          const parts = await Promise.all(Object.entries(pageParts).map(async ([part, loaders]) => [part, await loaders[code]()] as const));
          // A first visit's chunk leaves the link-only pages' strings out.
          for (const [part] of parts) expect(namespace).not.toHaveProperty(part);
          expect({ ...namespace, ...Object.fromEntries(parts) }).toEqual(tree[code]);
        }
      });
    } else {
      it('loads each language on its own, with the strings of the all-languages tree', async () => {
        for (const code of LANGUAGES) {
          await expect(routesModule.translations[code]()).resolves.toEqual(tree[code]);
        }
      });
    }

    it('has complete translations, with a title for every page', () => {
      expect(() => expectCompleteTranslations(tree)).not.toThrow();
      for (const id of routesOf(remote)) {
        for (const code of LANGUAGES) expect(titleOf(tree[code], id)).toBeTruthy();
      }
    });

    if (!placeholder) return;

    // A placeholder may load on first use, like any page.
    it('shows the real heading, says the section is not available yet and who is signed in', async () => {
      renderAt(placeholder.path);
      expect(await screen.findByRole('heading', { level: 1, name: placeholder.heading })).toBeInTheDocument();
      expect(screen.getByText('Ta sekcja nie jest jeszcze dostępna.')).toBeInTheDocument();
      expect(screen.getByText('Nie jesteś zalogowany.')).toBeInTheDocument();
      act(() => authStore.getState().setSession('token', testUser({ first_name: 'Anna' })));
      expect(screen.getByText('Zalogowano jako Anna.')).toBeInTheDocument();
      act(() => authStore.getState().logout());
      expect(screen.getByText('Nie jesteś zalogowany.')).toBeInTheDocument();
    });

    it('navigates through the router it is given', async () => {
      renderAt(placeholder.path);
      await userEvent.click(await screen.findByRole('link', { name: placeholder.link.name }));
      expect(screen.getByTestId('location')).toHaveTextContent(placeholder.link.to);
      if (linkLeavesRemote) expect(screen.getByRole('heading', { name: 'Target page' })).toBeInTheDocument();
    });
  });

  return { renderAt };
}
