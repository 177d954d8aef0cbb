import { ClassesTab } from '../features/classes/components/classes-tab';
import { VenueTabLayout } from './venue-tab-layout';

/** /reservation/:venueId/classes: the venue around its Classes tab (loaded on first use). */
export function VenueClassesPage({ venueId }: { readonly venueId: string }) {
  return <VenueTabLayout venueId={venueId}>{(venue) => <ClassesTab venue={venue} />}</VenueTabLayout>;
}
