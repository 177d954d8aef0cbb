import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in Ukrainian, under `account:confirmEmail.*` (loaded with the page, see translations/page-parts.ts). */
export default {
  confirming: 'Підтверджуємо вашу адресу електронної пошти…',
  confirmed: 'Адресу {{email}} підтверджено. Дякуємо!',
  alreadyConfirmed: 'Вашу адресу {{email}} уже підтверджено.',
  expired: 'Термін дії цього посилання минув. Посилання для підтвердження дійсні 24 години.',
  used: 'Це посилання вже використано. Якщо адресу ще не підтверджено, попросіть нове посилання.',
  invalid: 'Це посилання недійсне. Перевірте, чи його скопійовано повністю, або попросіть нове.',
  missing: 'Бракує коду підтвердження. Відкрийте посилання з листа або попросіть нове.',
  failed: 'Не вдалося підтвердити адресу. Перевірте з’єднання і спробуйте ще раз.',
  toAccount: 'Перейти до облікового запису',
  resend: 'Надіслати нове посилання',
  resendSent: 'Ми надіслали нове посилання на {{email}}. Перевірте пошту.',
  resendRateLimited: 'Нове посилання можна надіслати {{when}}.',
  resendFailed: 'Не вдалося надіслати нове посилання. Спробуйте ще раз.',
  signInForNew: 'Увійдіть, щоб отримати нове посилання',
  signInHint: 'Ми надішлемо нове посилання на адресу, збережену у вашому обліковому записі.',
} as const satisfies TranslationShapeOf<typeof pl>;
