import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PageLayout, Stack, useLoad } from '@venue/ui';
import type { VenueSummary } from '@venue/api/schemas/venue';
import { listVenues } from '../../api/venues';
import { ACCOUNT_DATA_ID, AccountDataSection } from '../account-data/account-data-section';
import { ACCOUNT_VENUES_ID, AccountVenuesSection } from '../account-venues/account-venues-section';
import { BILLING_ID, BillingSection } from '../billing/billing-section';
import { CHECK_IN_QR_ID, CheckInQrSection } from '../check-in-qr/check-in-qr-section';
import { CHILDREN_ID, ChildrenSection } from '../children/children-section';
import { DOOR_ID, DoorSection } from '../door/door-section';
import { GAME_LEVELS_ID, GameLevelsSection } from '../game-levels/game-levels-section';
import { useLandOnSection } from './lib/use-land-on-section';

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
  // Venue names serve two sections; one request for both.
  const venues = useLoad<readonly VenueSummary[]>('venues', listVenues);
  const links = [
    { id: ACCOUNT_VENUES_ID, label: t('accountVenues.title') },
    { id: ACCOUNT_DATA_ID, label: t('accountData.title') },
    { id: BILLING_ID, label: t('billing.title') },
    { id: GAME_LEVELS_ID, label: t('gameLevels.title') },
    { id: CHILDREN_ID, label: t('children.title') },
    { id: CHECK_IN_QR_ID, label: t('checkInQr.heading') },
    { id: DOOR_ID, label: t('door.heading') },
  ];
  // Only the venues list (first section) changes height above the others while loading.
  useLandOnSection(
    links.map((link) => link.id),
    venues.state.status !== 'loading',
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
        <AccountVenuesSection venues={venues} />
        <AccountDataSection />
        <BillingSection />
        <GameLevelsSection />
        <ChildrenSection venues={venues} />
        <CheckInQrSection />
        <DoorSection />
      </Stack>
    </PageLayout>
  );
}
