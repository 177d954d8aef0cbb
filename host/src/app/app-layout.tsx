import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthStore } from '@venue/auth-store';
import { lazyPage, LoadingState, MAIN_CONTENT_ID } from '@venue/ui';
import { ROUTES } from '@venue/routes';
import { RouterErrorBoundary } from '../features/errors/components/router-error-boundary';
import { BrandLink, Header, Inner, SkipLink } from '../features/navigation/components/bar-parts';
import { VisitorBar } from '../features/navigation/components/visitor-bar';
import { LazyPart } from '../features/layout/components/lazy-part';
import { matchRouteId } from '../lib/match-route-id';
import { useScrollToTop } from '../features/layout/use-scroll-to-top';
import { hidesFooter, loadFooter } from '../features/footer/footer-loader';

const Shell = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
`;

/**
 * At least a screen tall, so the footer starts below the fold: a page whose content arrives after
 * the first paint (a remote, then its data) pushes nothing visible down. The footer's jump was the
 * only layout shift of /p/:uuid (Lighthouse CLS 0.10) and of a venue's page.
 */
const Content = styled.div`
  min-height: 100vh;
`;

// A visitor's first page needs neither the signed-in bar nor, on /login, the footer: both
// are fetched when first shown.

/** Holds the bar's place (same box, same brand) while the signed-in bar arrives, so nothing below moves. */
function BarPlaceholder() {
  return (
    <Header>
      <Inner>
        <BrandLink />
      </Inner>
    </Header>
  );
}

// Each keeps its LazyPart's fallback while it downloads; LazyPart keeps it should the download fail.
const NavigationBar = lazyPage(
  () => import('../features/navigation/components/navigation-bar').then((m) => m.NavigationBar),
  'NavigationBar',
  <BarPlaceholder />,
);
const Footer = lazyPage(() => loadFooter().then((m) => m.Footer), 'Footer', null);

/** Navigation bar, the page, footer; bar and footer hide where the route table says so. */
export function AppLayout() {
  const { t } = useTranslation('host');
  const { pathname } = useLocation();
  const routeId = matchRouteId(pathname);
  const route = routeId ? ROUTES[routeId] : undefined;
  const signedIn = useAuthStore((state) => state.token !== null);
  useScrollToTop();

  const hideNavigation = Boolean(route && 'hideNavigation' in route && route.hideNavigation);
  // The entry has started its download already (preloadFooter).
  const hideFooter = hidesFooter(routeId);

  return (
    <Shell>
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('nav.skipToContent')}</SkipLink>
      {!hideNavigation &&
        (signedIn ? (
          <LazyPart fallback={<BarPlaceholder />}>
            <NavigationBar />
          </LazyPart>
        ) : (
          <VisitorBar />
        ))}
      <Content>
        <RouterErrorBoundary pathname={pathname}>
          <Suspense fallback={<LoadingState />}>
            <Outlet />
          </Suspense>
        </RouterErrorBoundary>
      </Content>
      {!hideFooter && (
        <LazyPart fallback={null}>
          <Footer />
        </LazyPart>
      )}
    </Shell>
  );
}
