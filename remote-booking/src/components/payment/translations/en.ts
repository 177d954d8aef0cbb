import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';
import regulations from '../../regulations/translations/en';

/** Strings of this feature in English, under `booking:payment.*` (merged in translations/en.ts). */
export default {
  method: {
    legend: 'Payment method',
    blik: 'BLIK',
    blikDescription: 'Enter the code from your banking app and confirm the payment on your phone.',
    transfer: 'Bank transfer',
    transferDescription: 'We will take you to the payment page, where you choose your bank.',
    loading: 'Loading the venue’s payment methods…',
    loadFailed: 'The payment methods could not be loaded. Check your connection and try again.',
    retry: 'Load again',
    offered: { both: 'BLIK or bank transfer', blik: 'BLIK', transfer: 'bank transfer' },
    offeredWithWallet: { both: 'BLIK, bank transfer or wallet', blik: 'BLIK or wallet', transfer: 'bank transfer or wallet' },
    noneOffered: 'This venue does not take online payments right now. Choose to pay at the venue.',
  },
  blikCode: {
    label: 'BLIK code',
    hint: 'Open your banking app and copy the 6-digit BLIK code. The code is valid for 2 minutes.',
  },
  validation: {
    methodRequired: 'Choose a payment method.',
    blikCode: 'Enter a valid 6-digit BLIK code.',
  },
  summary: {
    basePrice: 'Reservation price',
    discount: 'Discount',
    serviceFee: 'Service fee',
    serviceFeeNote: 'The service fee is added to every online payment.',
    total: 'Total to pay',
    totalOnSite: 'To pay at the venue',
  },
  wallet: {
    use: 'Pay from the wallet (balance {{balance}})',
    /** What the wallet leaves is paid by the venue's online methods (`OfferedMethodsKind`). */
    hint: {
      both: 'Your wallet funds pay for the reservation in full or in part; you pay the rest by BLIK or bank transfer.',
      blik: 'Your wallet funds pay for the reservation in full or in part; you pay the rest by BLIK.',
      transfer: 'Your wallet funds pay for the reservation in full or in part; you pay the rest by bank transfer.',
    },
    coversAll: 'The wallet covers the whole {{amount}}. No service fee and no bank redirect.',
    coversPart: {
      both: 'You pay {{wallet}} from the wallet and the remaining {{rest}} (service fee included) by BLIK or transfer. If that payment fails, the money returns to your wallet.',
      blik: 'You pay {{wallet}} from the wallet and the remaining {{rest}} (service fee included) by BLIK. If that payment fails, the money returns to your wallet.',
      transfer:
        'You pay {{wallet}} from the wallet and the remaining {{rest}} (service fee included) by bank transfer. If that payment fails, the money returns to your wallet.',
    },
    fromWallet: 'From the wallet',
    rest: { both: 'To pay by BLIK or transfer', blik: 'To pay by BLIK', transfer: 'To pay by bank transfer' },
    payFromWallet: 'Pay {{amount}} from the wallet',
  },
  pay: 'Pay {{amount}}',
  paying: 'Starting the payment…',
  redirecting: 'Taking you to the payment page…',
  errors: {
    regulationsNotAccepted: 'Accept all the venue’s required regulations and consents.',
    insufficientFunds:
      'Your wallet no longer holds enough for the whole amount. Check the new balance and choose a payment method for the rest.',
    alreadyPaid: 'This reservation is already paid.',
    notPayable: 'A payment issue was detected. Please try later or contact the venue’s support.',
    initialization: 'The payment could not be initialised with the payment operator. Please try again in a moment.',
    noRedirectUrl: 'The payment operator did not provide a payment page address. Please try again.',
    blikCode: 'The BLIK code was rejected. Generate a new code in your banking app and try again.',
    network: 'Could not reach the server. Check your connection and try again.',
    unauthorized: 'Your session has expired. Sign in again to pay.',
    notFound: 'The reservation to pay for was not found.',
    creation: 'The payment could not be created. Please try again.',
    methodNotAccepted: 'The venue no longer takes this payment method. Choose one of those offered and pay again.',
  },
  legal: {
    loadFailed: 'The payment operator’s legal information could not be loaded. You can still pay.',
    regulations: 'Payment service terms',
    newTab: '(opens in a new tab)',
  },
  // The venue's regulations are accepted wherever one pays (the courts options step loads these strings too).
  regulations,
} as const satisfies TranslationShapeOf<typeof pl>;
