import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:billing.*` (merged in translations/en.ts). */
export default {
  title: 'Billing data',
  description: 'Needed when you ask for an invoice for a reservation or a pass.',
  company: 'Company',
  personal: 'Private person',
  fields: {
    type: 'Invoice to',
    name: 'Company name',
    fullName: 'Full name',
    nip: 'Tax ID (NIP)',
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'City',
    country: 'Country',
  },
  nipOptional: 'Tax ID (NIP) (optional)',
  nipHint: '10 digits, e.g. 5260250274',
  postalCodeHint: 'Format XX-XXX',
  lookup: 'Fetch from the GUS registry',
  lookupFailed: 'Could not fetch data from the GUS registry. Try again later or fill in the data yourself.',
  submit: 'Save billing data',
  saved: 'Your billing data has been saved.',
  saveFailed: 'Could not update your billing data. Please try again.',
} as const satisfies TranslationShapeOf<typeof pl>;
