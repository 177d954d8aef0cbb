import { CoursesTab } from '../features/courses/components/courses-tab';
import { VenueTabLayout } from './venue-tab-layout';

/** /reservation/:venueId/courses: the venue around its Courses tab (loaded on first use). */
export function VenueCoursesPage({ venueId }: { readonly venueId: string }) {
  return <VenueTabLayout venueId={venueId}>{(venue) => <CoursesTab venue={venue} />}</VenueTabLayout>;
}
