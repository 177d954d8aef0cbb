import { createPlaceholderPages } from '@venue/federation/remote-kit';
import { paths } from '@venue/routes';

/** A trainer page whose feature is not built yet: its real heading, a plain note, who is signed in and one link. */
export const { SectionPlaceholder, placeholderPage } = createPlaceholderPages({
  remote: 'trainer',
  link: (routeId) =>
    routeId === 'trainerSchedule'
      ? { to: paths.trainerReservations(), labelKey: 'section.toReservations' }
      : { to: paths.trainerSchedule(), labelKey: 'section.toSchedule' },
});
