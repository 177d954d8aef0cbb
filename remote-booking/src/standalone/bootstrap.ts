import { startStandalone } from '@venue/federation/standalone';
import routesModule from '../routes/routes-module';

void startStandalone(routesModule);
