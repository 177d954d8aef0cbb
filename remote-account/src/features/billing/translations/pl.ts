import type { TranslationTree } from '@venue/routes';

/** Strings of this feature in Polish, under `account:billing.*` (merged in translations/pl.ts). */
export default {
  title: 'Dane do faktury',
  description: 'Potrzebne, gdy prosisz o fakturę za rezerwację lub karnet.',
  company: 'Firma',
  personal: 'Osoba prywatna',
  fields: {
    type: 'Faktura na',
    name: 'Nazwa firmy',
    fullName: 'Imię i nazwisko',
    nip: 'NIP',
    street: 'Ulica i numer',
    postalCode: 'Kod pocztowy',
    city: 'Miejscowość',
    country: 'Kraj',
  },
  nipOptional: 'NIP (opcjonalnie)',
  nipHint: '10 cyfr, np. 5260250274',
  postalCodeHint: 'W formacie XX-XXX',
  lookup: 'Pobierz dane z GUS',
  lookupFailed: 'Nie udało się pobrać danych z rejestru GUS. Spróbuj ponownie później lub wpisz dane samodzielnie.',
  submit: 'Zapisz dane do faktury',
  saved: 'Dane do faktury zostały zapisane.',
  saveFailed: 'Nie udało się zaktualizować danych do faktury. Spróbuj ponownie.',
} as const satisfies TranslationTree;
