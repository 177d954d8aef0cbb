import type { ComponentType } from 'react';
import type { RemoteName } from '@venue/routes';
import type { RemoteRouteProps } from '../features/remotes/components/remote-route';
import { registerTranslationLoaders } from '@venue/i18n';
import { lazyPage } from '@venue/ui';
import { HOST_PAGE_LOADERS, HOST_PAGE_STRINGS, type HostPageId } from './host-page-loaders';
import { loadRemoteRouteCode } from '../features/remotes/load-remote-route-code';

/** A host page's code and the strings only it shows, fetched together; it renders once both are in. */
function hostPage(id: HostPageId): ComponentType {
  const strings = HOST_PAGE_STRINGS[id];
  return lazyPage(
    () =>
      Promise.all([HOST_PAGE_LOADERS[id](), strings ? registerTranslationLoaders(strings.namespace, strings.loaders) : undefined]).then(
        ([page]) => page.default,
      ),
    id,
  );
}

/** Every host page, from its loader: a new page is declared once, in host-page-loaders.ts. */
export const HOST_PAGES = Object.fromEntries((Object.keys(HOST_PAGE_LOADERS) as HostPageId[]).map((id) => [id, hostPage(id)])) as Readonly<
  Record<HostPageId, ComponentType>
>;

export const NotFoundPage = lazyPage(
  () => import('../features/errors/components/not-found-page').then((m) => m.NotFoundPage),
  'NotFoundPage',
);

/**
 * The remote page renderer comes with the first remote route: a visit to a host page never
 * needs it. It shares one chunk with the remote loader (load-remote-route-code.ts): both are
 * needed by the same routes at the same moment.
 */
export const RemotePage = lazyPage<RemoteRouteProps<RemoteName>>(() => loadRemoteRouteCode().then((m) => m.RemoteRoute), 'RemotePage');
