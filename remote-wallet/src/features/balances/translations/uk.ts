import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of the balances, under `wallet:balances.*`. */
export default {
  title: 'Баланс',
  loading: 'Завантаження балансу гаманця…',
  loadFailed: 'Не вдалося завантажити дані гаманця.',
  available: 'Доступні кошти',
  availableExplained: 'Ними можна оплатити бронювання або вивести їх на свій банківський рахунок.',
  frozen: 'Заблоковані кошти',
  frozenExplained:
    'Сума, відкладена для виведення, що триває, або для оплати, решту якої покриває BLIK чи переказ: її не можна витратити. Після виплати чи оплати вона зникає з гаманця, а якщо не вдасться, повертається до доступних коштів.',
} as const satisfies TranslationShapeOf<typeof pl>;
