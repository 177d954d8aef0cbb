import { TrainersList } from '../features/trainers/components/trainers-list';
import { VenueTabLayout } from './venue-tab-layout';

/** /reservation/:venueId/trainers: the venue around its Trainers tab (loaded on first use). */
export function VenueTrainersPage({ venueId }: { readonly venueId: string }) {
  return <VenueTabLayout venueId={venueId}>{(venue) => <TrainersList venue={venue} />}</VenueTabLayout>;
}
