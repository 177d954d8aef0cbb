import { createWebpackConfig } from '@venue/federation';
import federation from './module-federation.config';
import { BOOKING_FIRST_REQUESTS } from './src/routes/first-requests';

export default createWebpackConfig({ appDir: __dirname, federation, title: 'Venue · booking', firstRequests: BOOKING_FIRST_REQUESTS });
