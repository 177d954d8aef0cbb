import { createWebpackConfig } from '@venue/federation';
import federation from './module-federation.config';
import { LegalDocumentsPlugin } from './build/legal-documents-plugin';

export default createWebpackConfig({
  appDir: __dirname,
  federation,
  title: 'Venue',
  plugins: [new LegalDocumentsPlugin()],
});
