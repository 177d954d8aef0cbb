import { createHostOptions } from '@venue/federation';
import packageJson from './package.json';

/**
 * The host exposes nothing and names no remotes here: it registers them at run time from
 * `/config.json`, so moving or rolling back a remote never needs a host build. It is no
 * federation container either: it provides the shared singletons through the federation
 * runtime when the first remote route loads (src/features/remotes/host-shared-modules.ts).
 */
export default createHostOptions({ name: 'host', appDir: __dirname, packageJson });
