import { createFederationOptions } from '@venue/federation';
import packageJson from './package.json';

/**
 * The host exposes nothing and names no remotes here: it registers them at run time from
 * `/config.json`, so moving or rolling back a remote never needs a host build.
 */
export default createFederationOptions({ name: 'host', appDir: __dirname, packageJson });
