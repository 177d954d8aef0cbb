import type { RemoteRoutesModule } from '@venue/routes';
import { placeholderPage } from '../components/section-placeholder';
import { TrainerProfileRedirect } from '../features/trainer-profile/components/trainer-profile-redirect';
import { trainerTranslationLoaders } from '../translations/loaders';

/** What the trainer remote exposes as `./routes` (contract: RemoteRoutesModule in @venue/routes). */
const routesModule = {
  remote: 'trainer',
  translations: trainerTranslationLoaders,
  pages: {
    trainerProfile: TrainerProfileRedirect,
    trainerOverview: placeholderPage('trainerOverview'),
    trainerSchedule: placeholderPage('trainerSchedule'),
    trainerReservations: placeholderPage('trainerReservations'),
  },
} satisfies RemoteRoutesModule<'trainer'>;

export default routesModule;
