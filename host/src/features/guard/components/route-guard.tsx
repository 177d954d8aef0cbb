import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@venue/auth-store';
import { ErrorState, LoadingState } from '@venue/ui';
import { paths, type RouteId } from '@venue/routes';
import { isRegistrationComplete } from '@venue/api';
import { decideAccess } from '../decide-access';
import { returnPathAfterLogin } from '../../../lib/return-path';
import { useProfileRefresh } from '../use-profile-refresh';

export interface RouteGuardProps {
  readonly routeId: RouteId;
  readonly children: ReactNode;
}

/** Applies the spec §2 routing guard to one route; see `decideAccess` for the table. */
export function RouteGuard({ routeId, children }: RouteGuardProps) {
  const location = useLocation();
  const { t } = useTranslation('host');
  const signedIn = useAuthStore((state) => state.token !== null);
  const action = decideAccess(routeId, signedIn ? 'signedIn' : 'visitor');
  const refreshing = action.kind === 'refreshThenRender' || action.kind === 'refreshThenRedirect';
  // Each page refreshes the profile on arrival; a search-param change on the same page (tabs,
  // filters, booking steps) is not a new page and must not unmount it behind the session check.
  const refresh = useProfileRefresh(refreshing, location.pathname);

  if (action.kind === 'render') return children;
  if (action.kind === 'redirect') {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={action.to} replace state={action.rememberFrom ? { from } : undefined} />;
  }
  if (refresh.status === 'unavailable') return <ErrorState message={t('session.unavailable')} onRetry={refresh.retry} />;
  // A failed refresh has logged out: the next render sees a visitor and redirects.
  if (refresh.status !== 'ready') return <LoadingState label={t('session.checking')} />;
  if (routeId !== 'completeRegistration' && !isRegistrationComplete(refresh.user)) {
    return <Navigate to={paths.completeRegistration()} replace />;
  }
  if (action.kind === 'refreshThenRedirect') {
    return <Navigate to={returnPathAfterLogin(location.state) ?? action.to} replace />;
  }
  return children;
}
