import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** The venue's regulations and consents field, under `booking:payment.regulations.*` (merged in the payment strings: they load wherever one pays). */
export default {
  legend: 'Правила та згоди об’єкта',
  inPolish: 'Об’єкт надає ці документи польською мовою.',
  required: '(обов’язково)',
  optional: '(необов’язково)',
  readDocument: 'Прочитати: {{title}}',
  requiredToReserve: 'Ця згода обов’язкова для бронювання',
  requiredToBuy: 'Ця згода обов’язкова для купівлі абонемента',
} as const satisfies TranslationShapeOf<typeof pl>;
