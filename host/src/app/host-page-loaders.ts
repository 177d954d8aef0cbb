// The entry chunk uses this file (index.ts): only dynamic imports and the route table may appear
// here, or every first visit would wait for more than the entry needs.
import type { LanguageCode, TranslationLoaders } from '@venue/i18n';
import { ROUTES, type RouteIdOf } from '@venue/routes';
import type { ComponentType } from 'react';
import { AUTH_NAMESPACE, authTranslationLoaders } from '../features/auth/translations/loaders';

type PageModule = { default: ComponentType };

/** Code of each host page, fetched when first needed: a visit to /login loads the login page and nothing else. */
export const HOST_PAGE_LOADERS = {
  login: () => import('../features/auth/login-page'),
  completeRegistration: () => import('../features/auth/complete-registration-page'),
  getMobileApp: () => import('../features/mobile-app/components/get-mobile-app-page').then((m) => ({ default: m.GetMobileAppPage })),
  serverError: () => import('../features/errors/components/server-error-page').then((m) => ({ default: m.ServerErrorPage })),
} as const satisfies Partial<Record<RouteIdOf<'host'>, () => Promise<PageModule>>>;

export type HostPageId = keyof typeof HOST_PAGE_LOADERS;

/** A namespace only some host pages show, fetched with them rather than with the shell's strings. */
export interface PageNamespace {
  readonly namespace: string;
  readonly loaders: TranslationLoaders;
}

const AUTH_STRINGS: PageNamespace = { namespace: AUTH_NAMESPACE, loaders: authTranslationLoaders };

/** The strings each host page shows besides the shell's. */
export const HOST_PAGE_STRINGS: Partial<Record<HostPageId, PageNamespace>> = {
  login: AUTH_STRINGS,
  completeRegistration: AUTH_STRINGS,
};

export function isHostPageId(id: string): id is HostPageId {
  return id in HOST_PAGE_LOADERS;
}

/**
 * Starts downloading the page the visitor opened and its strings in the language shown, alongside
 * the shell's own chunks, so the first render can show it at once. Host pages have fixed paths,
 * so plain comparison does.
 */
export function preloadHostPage(pathname: string, code: LanguageCode): void {
  for (const id of Object.keys(HOST_PAGE_LOADERS) as HostPageId[]) {
    if (ROUTES[id].path !== pathname) continue;
    void HOST_PAGE_LOADERS[id]().catch(() => undefined);
    HOST_PAGE_STRINGS[id]?.loaders[code]().catch(() => undefined);
  }
}
