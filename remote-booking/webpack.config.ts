import { createWebpackConfig } from '@venue/federation';
import federation from './module-federation.config';
import { PAGE_STRINGS } from './src/routes/page-strings';

export default createWebpackConfig({ appDir: __dirname, federation, title: 'Venue · booking', pageStrings: PAGE_STRINGS });
