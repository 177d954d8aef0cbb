import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The venue's regulations and consents field, under `booking:payment.regulations.*` (merged in the payment strings: they load wherever one pays). */
export default {
  legend: 'Terms and consents of the venue',
  inPolish: 'The venue provides these documents in Polish.',
  required: '(required)',
  optional: '(optional)',
  readDocument: 'Read: {{title}}',
  requiredToReserve: 'This consent is required to reserve',
  requiredToBuy: 'This consent is required to buy the pass',
} as const satisfies TranslationShapeOf<typeof pl>;
