import { createWebpackConfig } from '@venue/federation';
import federation from './module-federation.config';

export default createWebpackConfig({ appDir: __dirname, federation, title: 'Venue · booking' });
