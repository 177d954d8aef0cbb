import { lazy, type ComponentType } from 'react';
import { HOST_PAGE_LOADERS, type HostPageId } from './host-page-loaders';

export const HOST_PAGES: Readonly<Record<HostPageId, ComponentType>> = {
  login: lazy(HOST_PAGE_LOADERS.login),
  completeRegistration: lazy(HOST_PAGE_LOADERS.completeRegistration),
  getMobileApp: lazy(HOST_PAGE_LOADERS.getMobileApp),
  serverError: lazy(HOST_PAGE_LOADERS.serverError),
};

export const NotFoundPage = lazy(() =>
  import('../features/errors/components/not-found-page').then((m) => ({ default: m.NotFoundPage })),
);
