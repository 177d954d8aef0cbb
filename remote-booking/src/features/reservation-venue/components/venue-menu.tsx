import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '@venue/routes';
import { VENUE_TABS } from '../venue-tabs';

const Tabs = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    padding: 0 ${({ theme }) => theme.space.md};
    border: 1px solid ${({ theme }) => theme.colors.borderStrong};
    border-radius: ${({ theme }) => theme.radii.md};
    color: ${({ theme }) => theme.colors.text};
    text-decoration: none;
  }

  a[aria-current='page'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
  }
`;

/** The venue menu (spec §2): Courts, Classes, Trainers, Passes, Courses. */
export function VenueMenu({ venueId }: { readonly venueId: string | number }) {
  const { t } = useTranslation('booking');
  return (
    <nav aria-label={t('venueMenu.label')}>
      <Tabs>
        {VENUE_TABS.map((tab) => (
          <li key={tab}>
            <NavLink to={paths.reservationVenue(venueId, tab)}>{t(`venueMenu.${tab}`)}</NavLink>
          </li>
        ))}
      </Tabs>
    </nav>
  );
}
