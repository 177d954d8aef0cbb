import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** What every carnet screen says the same way, under `booking:carnet.*` (merged in translations/en.ts). */
export default {
  entries_one: '{{count}} entry',
  entries_other: '{{count}} entries',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  kind: {
    amount: 'Value carnet',
    entries: 'Entry carnet',
  },
  anyHours: 'During the venue’s opening hours',
  hoursLabel: 'Hours of use',
  reason: {
    not_paid: 'Awaiting payment',
    expired: 'The carnet has expired',
    used_up: 'The carnet is used up',
    outside_hours: 'Outside the carnet’s hours',
    not_for_this_court: 'Not valid for this court or sport',
    insufficient_value: 'Not enough value left on the carnet',
  },
  paidWith: 'Paid with carnet {{name}} ({{amount}})',
  picker: {
    payWithCarnet: 'With a carnet',
    usableCount_one: '{{count}} carnet fits this time',
    usableCount_other: '{{count}} carnets fit this time',
    noneUsable: 'None of your carnets fits this time — see why',
    legend: 'Your carnets at this venue',
    takes: 'Takes {{amount}} · {{left}} left',
    walletFirst: 'Wallet first: {{wallet}}, from the carnet: {{carnet}} · {{left}} left',
    split: '{{name}}: carnet + BLIK or transfer for the rest',
    splitDetail: '{{carnet}} from the carnet, the remaining {{rest}} (plus the service fee) by BLIK or bank transfer',
    splitDetailWallet:
      '{{carnet}} from the carnet, {{wallet}} from the wallet, the remaining {{rest}} (plus the service fee) by BLIK or bank transfer',
    required: 'Choose a carnet that can pay for this time',
    loadFailed: 'Your carnets could not be checked.',
    retry: 'Check again',
    summary: 'Carnet {{name}} ({{amount}})',
    summarySplit: 'Carnet {{name}} and BLIK or transfer for the rest',
    fromCarnet: 'From carnet {{name}} ({{amount}})',
    reserveWithCarnet: 'Reserve with the carnet',
  },
  errors: {
    CARNET_NOT_FOUND: 'The carnet was not found.',
    CARNET_EXPIRED: 'The carnet has expired. Choose another way to pay.',
    CARNET_USED_UP: 'The carnet is used up. Choose another way to pay.',
    CARNET_NOT_PAID: 'The carnet is not paid yet.',
    CARNET_HOURS_NOT_MATCHED: 'The chosen time is outside the carnet’s hours.',
    CARNET_NOT_FOR_THIS_COURT: 'The carnet is not valid for this court or sport.',
    CARNET_INSUFFICIENT_VALUE: 'Not enough value left on the carnet. Use partner cards, or pay the rest by BLIK or bank transfer.',
    CARNET_NOT_ON_SALE: 'This carnet is no longer on sale.',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
