import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthStore } from '@venue/auth-store';
import { LoadingState, MAIN_CONTENT_ID } from '@venue/ui';
import { ROUTES } from '@venue/routes';
import { RouterErrorBoundary } from '../../errors/components/router-error-boundary';
import { Footer } from '../../footer/components/footer';
import { SkipLink } from '../../navigation/components/bar-parts';
import { NavigationBar } from '../../navigation/components/navigation-bar';
import { VisitorBar } from '../../navigation/components/visitor-bar';
import { matchRouteId } from '../match-route-id';
import { useScrollToTop } from '../use-scroll-to-top';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/** Navigation bar, the page, footer; bar and footer hide where the route table says so. */
export function AppLayout() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const routeId = matchRouteId(pathname);
  const route = routeId ? ROUTES[routeId] : undefined;
  const signedIn = useAuthStore((state) => state.token !== null);
  useScrollToTop();

  const hideNavigation = Boolean(route && 'hideNavigation' in route && route.hideNavigation);
  const hideFooter = Boolean(route && 'hideFooter' in route && route.hideFooter);

  return (
    <Shell>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('nav.skipToContent')}</SkipLink>
      {!hideNavigation && (signedIn ? <NavigationBar /> : <VisitorBar />)}
      <RouterErrorBoundary pathname={pathname}>
        <Suspense fallback={<LoadingState />}>
          <Outlet />
        </Suspense>
      </RouterErrorBoundary>
      {!hideFooter && <Footer />}
    </Shell>
  );
}
