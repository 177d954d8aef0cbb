import type { ComponentType, ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@venue/auth-store';
import { PageLayout, Stack } from '@venue/ui';
import type { RemoteName, RouteIdOf } from '@venue/routes';

/** Where a placeholder page's one link leads. */
export interface PlaceholderLink {
  readonly to: string;
  /** A key of the remote's namespace, e.g. `section.toAccount`. */
  readonly labelKey: string;
}

export interface PlaceholderPagesOptions<R extends RemoteName> {
  /** The remote; its name is also its i18n namespace (RemoteRoutesModule's contract). */
  readonly remote: R;
  /** The link of a page, the same for all or chosen per route. */
  readonly link: PlaceholderLink | ((routeId: RouteIdOf<R>) => PlaceholderLink);
}

export interface SectionPlaceholderProps<R extends RemoteName> {
  readonly routeId: RouteIdOf<R>;
  /** Page-specific content above the note, e.g. a venue's menu. */
  readonly children?: ReactNode;
}

export interface PlaceholderPages<R extends RemoteName> {
  readonly SectionPlaceholder: ComponentType<SectionPlaceholderProps<R>>;
  /** A named page component for one route, so React DevTools and error reports show which. */
  readonly placeholderPage: (routeId: RouteIdOf<R>) => ComponentType;
}

/**
 * The pages of a remote whose feature is not built yet: the route's real heading
 * (`title.<routeId>`), a plain note (`section.notAvailable`), who is signed in
 * (`section.signedInAs` / `section.visitor`, read from the shared auth store) and one link
 * through the router the remote is given. Each remote calls this once with its own link.
 */
export function createPlaceholderPages<R extends RemoteName>({ remote, link }: PlaceholderPagesOptions<R>): PlaceholderPages<R> {
  const linkOf = typeof link === 'function' ? link : () => link;

  function SectionPlaceholder({ routeId, children }: SectionPlaceholderProps<R>) {
    const { t } = useTranslation(remote);
    const user = useAuthStore((state) => state.user);
    const { to, labelKey } = linkOf(routeId);
    const titleKey: string = `title.${routeId}`;
    return (
      <PageLayout title={t(titleKey)}>
        <Stack $gap="md" $align="flex-start">
          {children}
          <p>{t('section.notAvailable')}</p>
          <p>{user ? t('section.signedInAs', { name: user.first_name }) : t('section.visitor')}</p>
          <Link to={to}>{t(labelKey)}</Link>
        </Stack>
      </PageLayout>
    );
  }

  function placeholderPage(routeId: RouteIdOf<R>): ComponentType {
    function Page() {
      return <SectionPlaceholder routeId={routeId} />;
    }
    Page.displayName = `${routeId}Page`;
    return Page;
  }

  return { SectionPlaceholder, placeholderPage };
}
