import { NavLink, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { paths } from '@venue/routes';
import { SectionPlaceholder } from '../../../components/section-placeholder';
import { VENUE_TABS, isVenueTab } from '../venue-tabs';

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

function VenueMenu({ venueId }: { readonly venueId: string }) {
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

function VenueTabPage({ venueId }: { readonly venueId: string }) {
  const { tab } = useParams();
  if (!isVenueTab(tab)) return <Navigate to={paths.reservationVenue(venueId)} replace />;
  return (
    <SectionPlaceholder routeId="reservationVenue">
      <VenueMenu venueId={venueId} />
    </SectionPlaceholder>
  );
}

/** /reservation/:venueId/*: the venue menu; the bare venue path opens the courts tab. */
export function ReservationVenuePage() {
  const { venueId = '' } = useParams();
  return (
    <Routes>
      <Route index element={<Navigate to={paths.reservationVenue(venueId)} replace />} />
      <Route path=":tab" element={<VenueTabPage venueId={venueId} />} />
      <Route path="*" element={<Navigate to={paths.reservationVenue(venueId)} replace />} />
    </Routes>
  );
}
