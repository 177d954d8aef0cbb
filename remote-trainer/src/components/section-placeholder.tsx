import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '@venue/auth-store';
import { PageLayout, Stack } from '@venue/ui';
import { paths, type RouteIdOf } from '@venue/routes';

export interface SectionPlaceholderProps {
  readonly routeId: RouteIdOf<'trainer'>;
  readonly children?: ReactNode;
}

/**
 * A trainer page whose feature is not built yet: its real heading, a plain note, who is
 * signed in (read from the shared auth store) and a link through the shared router.
 */
export function SectionPlaceholder({ routeId, children }: SectionPlaceholderProps) {
  const { t } = useTranslation('trainer');
  const user = useAuthStore((state) => state.user);
  return (
    <PageLayout title={t(`title.${routeId}`)}>
      <Stack $gap="md" $align="flex-start">
        {children}
        <p>{t('section.notAvailable')}</p>
        <p>{user ? t('section.signedInAs', { name: user.first_name }) : t('section.visitor')}</p>
        {routeId === 'trainerSchedule' ? (
          <Link to={paths.trainerReservations()}>{t('section.toReservations')}</Link>
        ) : (
          <Link to={paths.trainerSchedule()}>{t('section.toSchedule')}</Link>
        )}
      </Stack>
    </PageLayout>
  );
}

/** A named page component for one route, so React DevTools and error reports show which. */
export function placeholderPage(routeId: RouteIdOf<'trainer'>) {
  function Page() {
    return <SectionPlaceholder routeId={routeId} />;
  }
  Page.displayName = `${routeId}Page`;
  return Page;
}
