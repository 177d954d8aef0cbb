import { createWebpackConfig } from '@venue/federation';
import federation from './module-federation.config';
import { LegalDocumentsPlugin } from './build/legal-documents-plugin';

export default createWebpackConfig({
  appDir: __dirname,
  federation,
  title: 'Venue',
  // The shell's code (src/index.ts imports it at once): downloaded beside main.js, not after it.
  preloadChunkGroups: ['bootstrap'],
  plugins: [new LegalDocumentsPlugin()],
});
