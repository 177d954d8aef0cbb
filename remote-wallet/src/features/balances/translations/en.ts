import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of the balances, under `wallet:balances.*`. */
export default {
  title: 'Balance',
  loading: 'Loading the wallet balance…',
  loadFailed: 'The wallet could not be loaded.',
  available: 'Available funds',
  availableExplained: 'You can pay for a reservation with them or withdraw them to your bank account.',
  frozen: 'Funds on hold',
  frozenExplained:
    'Money set aside for a withdrawal in progress, or for a payment whose rest goes by BLIK or transfer, so it cannot be spent. Once paid out or paid it leaves the wallet; if that fails, it returns to your available funds.',
} as const satisfies TranslationShapeOf<typeof pl>;
