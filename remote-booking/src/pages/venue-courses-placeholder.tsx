import { SectionPlaceholder } from '../components/section-placeholder';
import { VenueMenu } from '../features/reservation-venue/components/venue-menu';

/** The venue's Courses tab until courses are built (a later issue): the venue menu and a plain note. */
export function VenueCoursesPlaceholder({ venueId }: { readonly venueId: string }) {
  return (
    <SectionPlaceholder routeId="reservationVenue">
      <VenueMenu venueId={venueId} />
    </SectionPlaceholder>
  );
}
