import { createFederationOptions } from '@venue/federation';
import packageJson from './package.json';

/**
 * Exposes only the routes module (its contract is RemoteRoutesModule in @venue/routes). The
 * standalone shell is the page entry and never reachable from the exposed module.
 */
export default createFederationOptions({
  name: 'wallet',
  appDir: __dirname,
  packageJson,
  exposes: { './routes': './src/routes/routes-module.ts' },
});
