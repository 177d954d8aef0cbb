import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { paths } from '@venue/routes';
import { lazyPage } from '@venue/ui';
import { CarnetListSkeleton, CourtsSkeleton } from '../components/loading-skeletons';
import { isVenueTab } from '../features/reservation-venue/venue-tabs';
import { VenueCourtsPage } from './venue-courts-page';
import { withStrings } from '../translations/with-strings';

// The Passes tab loads on first use: a visitor's first look at a venue is its courts.
const VenueCarnetsTab = lazyPage<{ venueId: string }>(
  () => withStrings(['carnet', 'carnets', 'payment'], import('./venue-carnets-page')).then((m) => m.VenueCarnetsTab),
  'VenueCarnetsTab',
  <CarnetListSkeleton />,
);

// The classes and trainers tabs load on first use, with their strings: the courts tab (a visitor's
// usual way in) stays small. A class's sign-up names the player's carnets and why one does not
// apply, in the `carnet` part's words.
const VenueClassesPage = lazyPage<{ venueId: string }>(
  () => withStrings(['classes', 'carnet', 'payment'], import('./venue-classes-page')).then((m) => m.VenueClassesPage),
  'VenueClassesPage',
  <CourtsSkeleton />,
);
const VenueTrainersPage = lazyPage<{ venueId: string }>(
  () => withStrings(['trainers', 'payment'], import('./venue-trainers-page')).then((m) => m.VenueTrainersPage),
  'VenueTrainersPage',
  <CourtsSkeleton />,
);

// The courses tab too: enrolling pays through the checkout, so `payment` comes with it.
const VenueCoursesPage = lazyPage<{ venueId: string }>(
  () => withStrings(['courses', 'payment'], import('./venue-courses-page')).then((m) => m.VenueCoursesPage),
  'VenueCoursesPage',
  <CourtsSkeleton />,
);

function VenueTabPage({ venueId }: { readonly venueId: string }) {
  const { tab } = useParams();
  if (!isVenueTab(tab)) return <Navigate to={paths.reservationVenue(venueId)} replace />;
  if (tab === 'courts') return <VenueCourtsPage venueId={venueId} />;
  if (tab === 'classes') return <VenueClassesPage venueId={venueId} />;
  if (tab === 'trainers') return <VenueTrainersPage venueId={venueId} />;
  if (tab === 'carnets') return <VenueCarnetsTab venueId={venueId} />;
  return <VenueCoursesPage venueId={venueId} />;
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
