import { CourtsFlow } from '../features/courts/components/courts-flow';
import { VenueTabLayout } from './venue-tab-layout';

/** /reservation/:venueId/courts: the venue's name and facts (address, map, hours, sports, key rules), its menu, the courts flow and its booking rules. */
export function VenueCourtsPage({ venueId }: { readonly venueId: string }) {
  return <VenueTabLayout venueId={venueId}>{(venue) => <CourtsFlow venue={venue} />}</VenueTabLayout>;
}
