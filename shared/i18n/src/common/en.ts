import type { TranslationTree } from '@venue/routes';

/** The `common` namespace in English. */
export default {
  validation: {
    required: 'This field is required',
    minLength: 'Minimum number of characters: {{min}}',
    maxLength: 'Maximum number of characters: {{max}}',
    email: 'Please enter a valid e-mail address',
    phone: 'Please enter a valid phone number',
    phoneNotMobile: 'SMS codes can only be sent to mobile numbers',
    phoneCountryNotServed: 'We cannot send SMS codes to numbers from this country',
    otpCode: 'Please enter a valid 4-digit code',
    blikCode: 'Please enter a valid 6-digit BLIK code',
    selectPriceList: 'Choose a price list, a pass or online payment',
    invalid: 'Invalid value',
    readOnly: 'This field cannot be changed',
    nip: 'Please enter a valid NIP: 10 digits whose last one matches the checksum',
    postalCode: 'Please enter the postal code as XX-XXX',
    cityDigits: 'The city name cannot contain digits',
    invisibleCharacters: 'Remove invisible and text-direction characters',
    birthDateFuture: 'The birth date cannot be in the future',
    maxValue: 'The largest allowed value is {{max}}',
    insufficientFunds: 'There are not enough funds in your wallet',
  },
  errors: {
    generic: 'An error occurred',
    busy: 'The service is busy right now. Please try again in a moment.',
    loadFailed: 'Failed to load data',
    saveFailed: 'Failed to save changes',
    rateLimited: 'Too many attempts. Try again {{when}}.',
  },
  inDuration: {
    seconds_one: 'in {{count}} second',
    seconds_other: 'in {{count}} seconds',
    minutes_one: 'in {{count}} minute',
    minutes_other: 'in {{count}} minutes',
    hours_one: 'in {{count}} hour',
    hours_other: 'in {{count}} hours',
  },
  actions: {
    retry: 'Try again',
    back: 'Go back',
    close: 'Close',
    save: 'Save',
    cancel: 'Cancel',
    continue: 'Continue',
    dismissNotification: 'Dismiss notification',
  },
  state: {
    loading: 'Loading…',
    empty: 'Nothing here yet',
  },
  form: {
    errorSummaryTitle: 'Please correct the following fields:',
    optional: '(optional)',
  },
  notifications: {
    region: 'Notifications',
  },
  theme: {
    switchToDark: 'Switch to dark mode',
    switchToLight: 'Switch to light mode',
  },
  /** Sports by their stable code (`SportType.code`); see sportName. */
  sport: { squash: 'Squash', tennis: 'Tennis', padel: 'Padel' },
  language: {
    switch: 'Change language',
    name: { pl: 'Polski', en: 'English', ua: 'Українська' },
  },
} as const satisfies TranslationTree;
