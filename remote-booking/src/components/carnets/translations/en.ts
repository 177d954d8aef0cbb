import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** What every carnet screen says the same way, under `booking:carnet.*` (merged in translations/en.ts). */
export default {
  entries_one: '{{count}} entry',
  entries_other: '{{count}} entries',
  days_one: '{{count}} day',
  days_other: '{{count}} days',
  kind: {
    amount: 'Value pass',
    entries: 'Entry pass',
  },
  anyHours: 'During the venue’s opening hours',
  hoursLabel: 'Hours of use',
  reason: {
    not_paid: 'Awaiting payment',
    expired: 'The pass has expired',
    used_up: 'The pass is used up',
    outside_hours: 'Outside the pass’s hours',
    not_for_this_court: 'Not valid for this court or sport',
    insufficient_value: 'Not enough value left on the pass',
  },
  paidWith: 'Paid with pass {{name}} ({{amount}})',
  picker: {
    payWithCarnet: 'With a pass',
    usableCount_one: '{{count}} pass fits this time',
    usableCount_other: '{{count}} passes fit this time',
    noneUsable: 'None of your passes fits this time — see why',
    legend: 'Your passes at this venue',
    takes: 'Takes {{amount}} · {{left}} left',
    walletFirst: 'Wallet first: {{wallet}}, from the pass: {{carnet}} · {{left}} left',
    split: '{{name}}: pass + BLIK or transfer for the rest',
    splitDetail: '{{carnet}} from the pass, the remaining {{rest}} (plus the service fee) by BLIK or bank transfer',
    splitDetailWallet:
      '{{carnet}} from the pass, {{wallet}} from the wallet, the remaining {{rest}} (plus the service fee) by BLIK or bank transfer',
    required: 'Choose a pass that can pay for this time',
    loadFailed: 'Your passes could not be checked.',
    retry: 'Check again',
    summary: 'Pass {{name}} ({{amount}})',
    summarySplit: 'Pass {{name}} and BLIK or transfer for the rest',
    fromCarnet: 'From pass {{name}} ({{amount}})',
    reserveWithCarnet: 'Reserve with the pass',
  },
  errors: {
    CARNET_NOT_FOUND: 'The pass was not found.',
    CARNET_EXPIRED: 'The pass has expired. Choose another way to pay.',
    CARNET_USED_UP: 'The pass is used up. Choose another way to pay.',
    CARNET_NOT_PAID: 'The pass is not paid yet.',
    CARNET_HOURS_NOT_MATCHED: 'The chosen time is outside the pass’s hours.',
    CARNET_NOT_FOR_THIS_COURT: 'The pass is not valid for this court or sport.',
    CARNET_INSUFFICIENT_VALUE: 'Not enough value left on the pass. Use partner cards, or pay the rest by BLIK or bank transfer.',
    CARNET_NOT_ON_SALE: 'This pass is no longer on sale.',
  },
} as const satisfies TranslationShapeOf<typeof pl>;
