import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The kiosk remote's namespace (`kiosk`) in English. */
export default {
  title: { selfCheckout: 'Self-checkout kiosk' },
  section: {
    notAvailable: 'This section is not available yet.',
    signedInAs: 'Signed in as {{name}}.',
    visitor: 'You are not signed in.',
    toMobileApp: 'Get the mobile app',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
