/** The venue menu (spec §2): the child tabs of /reservation/:venueId, in order. */
export const VENUE_TABS = ['courts', 'classes', 'trainers', 'carnets', 'courses'] as const;
export type VenueTab = (typeof VENUE_TABS)[number];

export function isVenueTab(value: string | undefined): value is VenueTab {
  return (VENUE_TABS as readonly string[]).includes(value ?? '');
}
