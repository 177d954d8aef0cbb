import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { paths } from '@venue/routes';
import { PageLayout, Stack } from '@venue/ui';
import { useVenues } from '../../api/use-venues';
import { ACCOUNT_DATA_ID, AccountDataSection } from '../../features/account-data/account-data-section';
import { ACCOUNT_VENUES_ID, AccountVenuesSection } from '../../features/account-venues/account-venues-section';
import { BILLING_ID, BillingSection } from '../../features/billing/billing-section';
import { CHECK_IN_QR_ID, CheckInQrSection } from '../../features/check-in-qr/check-in-qr-section';
import { CHILDREN_ID, ChildrenSection } from '../../features/children/children-section';
import { DOOR_ID, DoorSection } from '../../features/door/door-section';
import { GAME_LEVELS_ID, GameLevelsSection } from '../../features/game-levels/game-levels-section';
import { SESSIONS_ID, SignOutEverywhereSection } from '../../features/sessions/sign-out-everywhere-section';
import { useLandOnSection } from './use-land-on-section';

const SectionNav = styled.nav`
  margin-bottom: ${({ theme }) => theme.space.lg};

  ul {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => `0 ${theme.space.md}`};
    margin: 0;
    padding: 0;
    list-style: none;
  }

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.colors.primary};
  }
`;

/** /your-account: every section of the signed-in user's account, one after another. */
export function YourAccountPage() {
  const { t } = useTranslation('account');
  // The sections above the others that read the venue list share this request (one cache key).
  const venues = useVenues();
  const links = [
    { id: ACCOUNT_VENUES_ID, label: t('accountVenues.title') },
    { id: ACCOUNT_DATA_ID, label: t('accountData.title') },
    { id: BILLING_ID, label: t('billing.title') },
    { id: GAME_LEVELS_ID, label: t('gameLevels.title') },
    { id: CHILDREN_ID, label: t('children.title') },
    { id: CHECK_IN_QR_ID, label: t('checkInQr.heading') },
    { id: DOOR_ID, label: t('door.heading') },
    { id: SESSIONS_ID, label: t('sessions.heading') },
  ];
  // Only the venues list (first section) changes height above the others while loading.
  useLandOnSection(
    links.map((link) => link.id),
    venues.data !== undefined || venues.error !== undefined,
  );
  return (
    <PageLayout title={t('title.yourAccount')}>
      <SectionNav aria-label={t('yourAccount.sectionNav')}>
        <ul>
          {links.map((link) => (
            <li key={link.id}>
              <a href={`#${link.id}`}>{link.label}</a>
            </li>
          ))}
        </ul>
      </SectionNav>
      <Stack $gap="lg">
        <AccountVenuesSection />
        <AccountDataSection />
        <BillingSection />
        <GameLevelsSection />
        <ChildrenSection />
        <CheckInQrSection />
        <DoorSection />
        <SignOutEverywhereSection />
        {/* Last and plain: deleting the account explains itself and asks for a code on its own page. */}
        <p>
          <Link to={paths.dumpAccount()}>{t('yourAccount.deleteAccount')}</Link>
        </p>
      </Stack>
    </PageLayout>
  );
}
