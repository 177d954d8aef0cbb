import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `account:accountData.*` (merged in translations/uk.ts). */
export default {
  title: 'Дані облікового запису',
  firstName: 'Ім’я',
  lastName: 'Прізвище',
  email: 'Адреса електронної пошти',
  emailHint: 'Ми надсилаємо на неї підтвердження бронювань. Нову адресу потрібно підтвердити.',
  emailState: 'Стан адреси електронної пошти:',
  emailVerified: 'Підтверджена',
  emailUnverified: 'Не підтверджена',
  resend: 'Надіслати посилання для підтвердження ще раз',
  resendFailed: 'Не вдалося надіслати посилання для підтвердження. Спробуйте ще раз.',
  phone: 'Номер телефону',
  phoneHint: 'Використовується для входу, змінити його не можна.',
  marketingConsent: 'Я хочу отримувати електронною поштою новини та акції.',
  /** Field names in the error summary; the consent's own label is a whole sentence. */
  fields: {
    first_name: 'Ім’я',
    last_name: 'Прізвище',
    email: 'Адреса електронної пошти',
    marketing_consent: 'Згода на маркетинг',
  },
  submit: 'Зберегти дані облікового запису',
  saved: 'Дані облікового запису збережено.',
  savedEmailChanged: 'Дані облікового запису збережено. Ми надіслали посилання для підтвердження на адресу {{email}}.',
} as const satisfies TranslationShapeOf<typeof pl>;
