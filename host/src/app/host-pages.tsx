import type { ComponentType } from 'react';
import type { RemoteName } from '@venue/routes';
import type { RemoteRouteProps } from '../features/remotes/components/remote-route';
import { HOST_PAGE_LOADERS, type HostPageId } from './host-page-loaders';
import { retryableLazy } from '../lib/retryable-lazy';

export const HOST_PAGES: Readonly<Record<HostPageId, ComponentType>> = {
  login: retryableLazy(HOST_PAGE_LOADERS.login),
  completeRegistration: retryableLazy(HOST_PAGE_LOADERS.completeRegistration),
  getMobileApp: retryableLazy(HOST_PAGE_LOADERS.getMobileApp),
  serverError: retryableLazy(HOST_PAGE_LOADERS.serverError),
};

export const NotFoundPage = retryableLazy(() =>
  import('../features/errors/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);

/**
 * The remote page renderer comes with the first remote route: a visit to a host page never
 * needs it. Its download runs beside the remote's own, which starts as the route is entered,
 * and it shares one chunk with the manifest reader (see federation-runtime.ts): both are
 * needed by the same routes at the same moment.
 */
export const RemotePage: ComponentType<RemoteRouteProps<RemoteName>> = retryableLazy(() =>
  import(/* webpackChunkName: "remote-route" */ '../features/remotes/components/remote-route').then((m) => ({ default: m.RemoteRoute })),
);
