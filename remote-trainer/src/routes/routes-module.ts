import type { RemoteRoutesModule } from '@venue/routes';
import { createPageKit } from '@venue/federation/page-kit';
import { TrainerProfileRedirect } from '../features/trainer-profile/components/trainer-profile-redirect';
import { trainerTranslationLoaders } from '../translations/loaders';
import { TRAINER_PAGE_PARTS } from '../translations/page-parts';

const { definePage } = createPageKit('trainer', TRAINER_PAGE_PARTS);

// Every page loads on first use with its strings, in the chunk the build names `page-<routeKey>`:
// the area is reached by its nav link, and a player who trains nowhere never downloads it.
/** What the trainer remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'trainer',
  translations: trainerTranslationLoaders,
  pages: {
    trainerProfile: TrainerProfileRedirect,
    ...definePage({
      routeKey: 'trainerOverview',
      parts: ['overview', 'approvals'],
      load: () => import('../pages/overview-page').then((m) => m.OverviewPage),
    }),
    ...definePage({
      routeKey: 'trainerSchedule',
      parts: ['workingHours'],
      load: () => import('../features/working-hours/working-hours-page').then((m) => m.WorkingHoursPage),
    }),
    ...definePage({
      routeKey: 'trainerReservations',
      parts: ['reservations'],
      load: () => import('../features/reservations/reservations-page').then((m) => m.ReservationsPage),
    }),
  },
} satisfies RemoteRoutesModule<'trainer'>;

export default routesModule;
