import type { TranslationShapeOf } from '@venue/routes';
import type pl from './refusal-pl';

/** Why the door did not open, in English, under `account:actions.doorRefusal.*` (see refusal-pl.ts). */
export default {
  notAllowed_one:
    'You cannot open the door now. You need an active reservation at this venue that starts within {{count}} minute or is under way.',
  notAllowed_other:
    'You cannot open the door now. You need an active reservation at this venue that starts within {{count}} minutes or is under way.',
  notAllowedNoWindow: 'You cannot open the door now. You need an active reservation at this venue that starts soon or is under way.',
  paymentRequired: 'This venue opens the door only for a paid reservation. Pay for it in My reservations or at the reception.',
  failed: 'Door open failed. Try again or contact the reception.',
} as const satisfies TranslationShapeOf<typeof pl>;
