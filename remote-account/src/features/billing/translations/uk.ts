import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `account:billing.*` (merged in translations/uk.ts). */
export default {
  title: 'Дані для рахунку-фактури',
  description: 'Потрібні, коли ви просите рахунок-фактуру за бронювання чи абонемент.',
  company: 'Компанія',
  personal: 'Приватна особа',
  fields: {
    type: 'Рахунок-фактура на',
    name: 'Назва компанії',
    fullName: 'Ім’я та прізвище',
    nip: 'Податковий номер (NIP)',
    street: 'Вулиця та номер',
    postalCode: 'Поштовий індекс',
    city: 'Населений пункт',
    country: 'Країна',
  },
  nipOptional: 'Податковий номер (NIP) (необов’язково)',
  nipHint: '10 цифр, напр. 5260250274',
  postalCodeHint: 'У форматі XX-XXX',
  lookup: 'Отримати дані з реєстру GUS',
  lookupFailed: 'Не вдалося отримати дані з реєстру GUS. Спробуйте пізніше або введіть дані самостійно.',
  submit: 'Зберегти дані для рахунку-фактури',
  saved: 'Дані для рахунку-фактури збережено.',
  saveFailed: 'Не вдалося оновити дані для рахунку-фактури. Спробуйте ще раз.',
} as const satisfies TranslationShapeOf<typeof pl>;
