import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { paths } from '@venue/routes';
import { SectionPlaceholder } from '../components/section-placeholder';
import { isVenueTab } from '../features/reservation-venue/venue-tabs';
import { VenueCourtsPage } from './venue-courts-page';
import { VenueMenu } from '../features/reservation-venue/components/venue-menu';

function VenueTabPage({ venueId }: { readonly venueId: string }) {
  const { tab } = useParams();
  if (!isVenueTab(tab)) return <Navigate to={paths.reservationVenue(venueId)} replace />;
  if (tab === 'courts') return <VenueCourtsPage venueId={venueId} />;
  // Classes, trainers, passes and courses arrive with a later issue.
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
