import { CourtsFlow } from '../features/courts/components/courts-flow';
import { useAvailabilityAhead } from '../features/courts/hooks/use-availability-ahead';
import { VenueTabLayout, parseVenueId } from './venue-tab-layout';

/** /reservation/:venueId/courts: the venue's name and facts (address, map, hours, sports, key rules), its menu, the courts flow and its booking rules. */
export function VenueCourtsPage({ venueId }: { readonly venueId: string }) {
  useAvailabilityAhead(parseVenueId(venueId));
  return <VenueTabLayout venueId={venueId}>{(venue) => <CourtsFlow venue={venue} />}</VenueTabLayout>;
}
