import type { TranslationTree } from '@venue/routes';

/** Strings of the login and complete-registration pages (namespace `auth`) (Ukrainian). */
export default {
  login: {
    phoneHeading: 'Увійти',
    phoneIntro: 'Введіть номер телефону. Ми надішлемо на нього 4-значний код SMS. Якщо у вас ще немає облікового запису, ми його створимо.',
    countryCode: 'Код країни',
    phoneNumber: 'Номер телефону',
    phoneHint: 'Наприклад 500 600 700',
    sendCode: 'Надіслати код SMS',
    codeHeading: 'Введіть код із SMS',
    codeIntro: 'Ми надіслали код SMS на номер {{phone}}.',
    code: 'Код із SMS',
    codeHint: '4 цифри',
    verify: 'Увійти',
    resend: 'Надіслати код ще раз',
    resendIn: 'Новий код можна надіслати {{when}}.',
    codeResent: 'Ми надіслали новий код.',
    changeNumber: 'Змінити номер телефону',
    sessionExpired: 'Ваш сеанс завершився. Увійдіть знову.',
    browseVenues: 'Переглянути об’єкти без входу',
    checkingMagicLink: 'Перевіряємо посилання для входу…',
    signingIn: 'Вхід…',
  },
  errors: {
    smsSendFailed: 'Під час надсилання коду SMS сталася помилка. Спробуйте ще раз.',
    invalidCode: 'Неправильний код SMS. Спробуйте ще раз.',
    codeExpired: 'Термін дії коду минув. Надішліть новий код.',
    tooManyAttempts: 'Забагато невдалих спроб. Надішліть новий код.',
    magicLinkInvalid: 'Посилання для входу недійсне або застаріло. Увійдіть за номером телефону.',
  },
  registration: {
    heading: 'Завершіть реєстрацію',
    intro: 'Заповніть свої дані, щоб бронювати об’єкти й отримувати підтвердження.',
    firstName: 'Ім’я',
    lastName: 'Прізвище',
    email: 'Адреса електронної пошти',
    emailHint: 'Ми надсилатимемо на неї підтвердження бронювань.',
    marketingConsent: 'Я хочу отримувати новини та акції електронною поштою.',
    marketingConsentHint: 'Ви можете відкликати згоду будь-коли в налаштуваннях облікового запису.',
    submit: 'Зберегти й продовжити',
  },
} as const satisfies TranslationTree;
