import { startStandalone } from '@venue/federation/standalone';
import routesModule from '../routes/routes-module';
import { kioskStandaloneOptions } from './standalone-options';

void startStandalone(routesModule, kioskStandaloneOptions);
