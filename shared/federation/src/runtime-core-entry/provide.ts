// The entry of `federation-runtime-core.js`, the script a remote's own index.html runs before its
// entry when the remote is opened without the host (see runtime-core-global.ts).
import { provideRuntimeCore } from '../runtime-core-global';

provideRuntimeCore();
