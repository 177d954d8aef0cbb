import { describeRoutesModule } from '@venue/federation/testing';
import { walletTranslations } from '../translations/all-languages';
import routesModule from './routes-module';

describeRoutesModule({
  routesModule,
  translations: walletTranslations,
  placeholder: { path: '/wallet', heading: 'Portfel', link: { name: 'Przejdź do swojego konta', to: '/your-account' } },
});
