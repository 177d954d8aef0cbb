import type { TranslationTree } from '@venue/routes';

/** The venue's regulations and consents field, under `booking:payment.regulations.*` (merged in the payment strings: they load wherever one pays). */
export default {
  legend: 'Regulaminy i zgody obiektu',
  inPolish: 'Obiekt udostępnia te dokumenty po polsku.',
  required: '(wymagane)',
  optional: '(opcjonalne)',
  readDocument: 'Przeczytaj: {{title}}',
  requiredToReserve: 'Ta zgoda jest wymagana, aby zarezerwować',
  requiredToBuy: 'Ta zgoda jest wymagana, aby kupić karnet',
} as const satisfies TranslationTree;
