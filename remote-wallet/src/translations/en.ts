import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The wallet remote's namespace (`wallet`) in English. */
export default {
  title: { wallet: 'Wallet' },
  section: {
    notAvailable: 'This section is not available yet.',
    signedInAs: 'Signed in as {{name}}.',
    visitor: 'You are not signed in.',
    toAccount: 'Go to your account',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
