import { createWebpackConfig } from '@venue/federation';
import federation from './module-federation.config';
import { LegalDocumentsPlugin } from './build/legal-documents-plugin';
import { loginShell, pageShell } from './build/static-shell';
import { REMOTE_ROUTE_CHUNK } from './src/features/remotes/remote-route-chunk';

export default createWebpackConfig({
  appDir: __dirname,
  federation,
  title: 'Venue',
  // The shell's code (src/index.ts imports it at once): downloaded beside main.js, not after it.
  preloadChunkGroups: ['bootstrap'],
  // On a remote's route the entry preloads the remote routes' code beside the shell's, and swr's
  // once the remote's manifest lists it (early-remote-start.ts).
  chunkGroupUrls: [REMOTE_ROUTE_CHUNK, 'swr'],
  plugins: [new LegalDocumentsPlugin()],
  // First views drawn from the documents themselves (build/static-shell.ts): the bar with the
  // logo on every path, /login's heading and first paragraph in login.html.
  staticPages: [pageShell(), loginShell()],
});
