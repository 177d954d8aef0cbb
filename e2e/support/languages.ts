// English and Ukrainian as a user meets them: how the language gets chosen, and the texts the
// booking and account journeys must show in it. The strings are copied from the apps' translation
// files on purpose: a test importing them would pass with a Polish string in en.ts.
import { expect, type BrowserContext, type Page } from './test.ts';

export interface LanguageUnderTest {
  /** The product's code, as the switch stores it in localStorage (`ua`, not `uk`). */
  readonly language: 'en' | 'ua';
  /** `<html lang>` and the i18next code. */
  readonly htmlLang: 'en' | 'uk';
  /** The locale the app formats money and dates with (shared/i18n languages.ts). */
  readonly intlLocale: string;
  /** How the language is chosen: by the browser's language, or by a choice stored earlier. */
  readonly chosenBy: { readonly browserLocale: string; readonly stored: boolean };
  readonly booking: BookingTexts;
  readonly account: AccountTexts;
  readonly wallet: WalletTexts;
  readonly carnets: CarnetTexts;
  readonly classes: ClassTexts;
}

/** The carnets on sale at a venue, buying one and My carnets (booking: title, carnet, carnets, myCarnets, payment, paymentStatus). */
interface CarnetTexts {
  readonly heading: string;
  readonly entryKind: string;
  readonly valueKind: string;
  /** "10 entries", with the language's plural forms. */
  readonly entries: (count: number) => string;
  /** "90 days from payment". */
  readonly validity: (days: number) => string;
  /** The carnet's hours on workdays, weekdays as the language shortens them. */
  readonly workdays: (from: string, to: string) => string;
  readonly buy: string;
  readonly buying: (name: string) => string;
  readonly usableOncePaid: (value: string) => string;
  readonly pay: (amount: string) => string;
  readonly paid: (name: string) => string;
  readonly toMyCarnets: string;
  readonly myCarnets: string;
  readonly left: (amount: string) => string;
  readonly available: string;
  readonly notUsedYet: string;
}

/** The venue's Classes tab, signing up on site and the class tabs of My reservations (booking: venueMenu, classes, myReservations). */
interface ClassTexts {
  readonly venueMenu: string;
  readonly tab: string;
  readonly heading: string;
  /** "12 free places", with the language's plural forms. */
  readonly freePlaces: (count: number) => string;
  readonly beginners: string;
  readonly openDetails: string;
  readonly signUp: string;
  readonly formHeading: string;
  readonly payOnSite: string;
  readonly next: string;
  readonly reviewHeading: string;
  readonly confirm: string;
  readonly doneHeading: string;
  readonly doneOnce: string;
  readonly singleClasses: string;
  readonly unpaid: string;
}

/**
 * A count in words the way i18next picks the form (`_one`, `_few`, `_many`, `_other` by the
 * language's plural rules); the forms themselves are copied from the translation file.
 */
function plural(locale: string, forms: Partial<Record<Intl.LDMLPluralRule, string>> & { other: string }): (count: number) => string {
  const rules = new Intl.PluralRules(locale);
  return (count) => (forms[rules.select(count)] ?? forms.other).replace('{{count}}', String(count));
}

interface WalletTexts {
  readonly heading: string;
  readonly refundInTime: string;
  readonly payFromWallet: (balance: string) => string;
  readonly coversAll: (amount: string) => string;
  readonly payButton: (amount: string) => string;
  readonly withdrawalRegion: string;
  readonly start: string;
  readonly amount: string;
  readonly iban: string;
  readonly owner: string;
  readonly next: string;
  readonly sendCode: string;
  readonly code: string;
  readonly confirm: string;
  readonly confirmed: string;
  readonly arrivalPrefix: string;
}

interface BookingTexts {
  readonly padel: string;
  readonly court: string;
  readonly chooseTime: string;
  readonly timezoneNote: string;
  readonly reserve: string;
  readonly optionsHeading: string;
  readonly payOnline: string;
  readonly required: string;
  readonly toSummary: string;
  readonly summaryHeading: string;
  readonly serviceFee: string;
  readonly blikCode: string;
  readonly reserveAndPay: string;
  readonly paymentSuccess: string;
  readonly paymentSuccessText: string;
  readonly myReservations: string;
  readonly foundOne: string;
  readonly paid: string;
  readonly active: string;
  readonly details: string;
  readonly detailsHeading: string;
  readonly cancelOpen: string;
  readonly cancelQuestion: string;
  readonly freeUntilPrefix: string;
  readonly refundPromise: (amount: string) => string;
  readonly feeNotRefunded: string;
  readonly confirmCancel: string;
  readonly cancelledWithRefund: (amount: string) => string;
  readonly reservationFacts: string;
  readonly cancelled: string;
  readonly backToList: string;
  /** The button that shows the collapsed filters on My reservations (with a count once any is active). */
  readonly filters: string;
  readonly showCancelled: string;
}

interface AccountTexts {
  readonly heading: string;
  readonly sectionNav: string;
  /** Every section's h2, in page order. */
  readonly sections: readonly string[];
  readonly gameLevels: string;
  readonly squash: string;
  readonly tennis: string;
  readonly advancedOption: string;
  readonly saveGameLevels: string;
  readonly gameLevelsSaved: string;
}

export const ENGLISH: LanguageUnderTest = {
  language: 'en',
  htmlLang: 'en',
  intlLocale: 'en-GB',
  chosenBy: { browserLocale: 'en-US', stored: false },
  booking: {
    padel: 'Padel',
    court: 'Court',
    chooseTime: 'Choose a time',
    timezoneNote: 'Times are given in the venue’s time zone:',
    reserve: 'Reserve',
    optionsHeading: 'Reservation options',
    payOnline: 'Online (BLIK or bank transfer)',
    required: '(required)',
    toSummary: 'Go to summary',
    summaryHeading: 'Summary',
    serviceFee: 'Service fee',
    blikCode: 'BLIK code',
    reserveAndPay: 'Reserve and pay',
    paymentSuccess: 'Payment successful',
    paymentSuccessText: 'Thank you! The reservation is paid.',
    myReservations: 'My reservations',
    foundOne: '1 reservation found.',
    paid: 'Paid',
    active: 'Active',
    details: 'Details',
    detailsHeading: 'Reservation details',
    cancelOpen: 'Cancel reservation',
    cancelQuestion: 'Cancel this reservation?',
    freeUntilPrefix: 'Cancelling is free until',
    refundPromise: (amount) => `We will refund ${amount} to your wallet.`,
    feeNotRefunded: 'The online payment service fee is not refundable.',
    confirmCancel: 'Yes, cancel',
    cancelledWithRefund: (amount) => `The reservation has been cancelled. ${amount} has been refunded to your wallet.`,
    reservationFacts: 'Reservation',
    cancelled: 'Cancelled',
    backToList: 'Back to my reservations',
    filters: 'Filters',
    showCancelled: 'Show cancelled',
  },
  wallet: {
    heading: 'Wallet',
    refundInTime: 'Refund for a cancelled reservation',
    payFromWallet: (balance) => `Pay from the wallet (balance ${balance})`,
    coversAll: (amount) => `The wallet covers the whole ${amount}.`,
    payButton: (amount) => `Pay ${amount} from the wallet`,
    withdrawalRegion: 'Withdrawal to a bank account',
    start: 'Withdraw funds',
    amount: 'Amount in złoty',
    iban: 'Account number (IBAN)',
    owner: 'Account holder',
    next: 'Continue',
    sendCode: 'Send SMS code',
    code: 'SMS code',
    confirm: 'Confirm withdrawal',
    confirmed: 'Withdrawal confirmed',
    arrivalPrefix: 'Expected in your account: ',
  },
  carnets: {
    heading: 'Passes',
    entryKind: 'Entry pass',
    valueKind: 'Value pass',
    entries: plural('en', { one: '{{count}} entry', other: '{{count}} entries' }),
    validity: (days) => `${plural('en', { one: '{{count}} day', other: '{{count}} days' })(days)} from payment`,
    workdays: (from, to) => `Mon–Fri ${from}–${to}`,
    buy: 'Buy pass',
    buying: (name) => `You are buying: ${name}`,
    usableOncePaid: (value) => `The pass (${value}) can be used once the payment is confirmed.`,
    pay: (amount) => `Pay ${amount}`,
    paid: (name) => `Thank you! The pass ${name} is paid and ready to use.`,
    toMyCarnets: 'My passes',
    myCarnets: 'My passes',
    left: (amount) => `Left: ${amount}`,
    available: 'Available',
    notUsedYet: 'The pass has not been used yet.',
  },
  classes: {
    venueMenu: 'Venue menu',
    tab: 'Classes',
    heading: 'Group classes',
    freePlaces: plural('en', { one: '{{count}} free place', other: '{{count}} free places' }),
    beginners: 'Beginners',
    openDetails: 'Details and sign-up',
    signUp: 'Sign up',
    formHeading: 'Signing up',
    payOnSite: 'On site',
    next: 'Continue',
    reviewHeading: 'Sign-up summary',
    confirm: 'Confirm the sign-up',
    doneHeading: 'You are signed up',
    doneOnce: 'See you at the class. The sign-up is in My reservations.',
    singleClasses: 'Single classes',
    unpaid: 'Unpaid',
  },
  account: {
    heading: 'Your account',
    sectionNav: 'Account sections',
    sections: [
      'Your venues',
      'Account data',
      'Billing data',
      'Game levels',
      'Parent profile — children',
      'Check-in QR code',
      'Door opening',
      'Signed-in devices',
    ],
    gameLevels: 'Game levels',
    squash: 'Squash',
    tennis: 'Tennis',
    advancedOption: '3 – advanced',
    saveGameLevels: 'Save game levels',
    gameLevelsSaved: 'Your game levels have been saved.',
  },
};

export const UKRAINIAN: LanguageUnderTest = {
  language: 'ua',
  htmlLang: 'uk',
  intlLocale: 'uk-UA',
  // A Polish browser: the stored choice has to win for the page to be Ukrainian.
  chosenBy: { browserLocale: 'pl-PL', stored: true },
  booking: {
    padel: 'Падел',
    court: 'Корт',
    chooseTime: 'Оберіть час',
    timezoneNote: 'Час указано в часовому поясі об’єкта:',
    reserve: 'Забронювати',
    optionsHeading: 'Параметри бронювання',
    payOnline: 'Онлайн (BLIK або переказ)',
    required: '(обов’язково)',
    toSummary: 'Перейти до підсумку',
    summaryHeading: 'Підсумок',
    serviceFee: 'Сервісний збір',
    blikCode: 'Код BLIK',
    reserveAndPay: 'Забронювати й оплатити',
    paymentSuccess: 'Оплату успішно здійснено',
    paymentSuccessText: 'Дякуємо! Бронювання оплачено.',
    myReservations: 'Мої бронювання',
    foundOne: 'Знайдено 1 бронювання.',
    paid: 'Оплачено',
    active: 'Активне',
    details: 'Деталі',
    detailsHeading: 'Деталі бронювання',
    cancelOpen: 'Скасувати бронювання',
    cancelQuestion: 'Скасувати бронювання?',
    freeUntilPrefix: 'Скасування безкоштовне до',
    refundPromise: (amount) => `Ми повернемо ${amount} на ваш гаманець.`,
    feeNotRefunded: 'Сервісний збір за онлайн-оплату не повертається.',
    confirmCancel: 'Так, скасувати',
    cancelledWithRefund: (amount) => `Бронювання скасовано. ${amount} повернено на ваш гаманець.`,
    reservationFacts: 'Бронювання',
    cancelled: 'Скасоване',
    backToList: 'Назад до моїх бронювань',
    filters: 'Фільтри',
    showCancelled: 'Показати скасовані',
  },
  wallet: {
    heading: 'Гаманець',
    refundInTime: 'Повернення за скасоване бронювання',
    payFromWallet: (balance) => `Оплатити з гаманця (баланс ${balance})`,
    coversAll: (amount) => `Гаманець покриє всю суму ${amount}.`,
    payButton: (amount) => `Сплатити ${amount} з гаманця`,
    withdrawalRegion: 'Виведення на банківський рахунок',
    start: 'Вивести кошти',
    amount: 'Сума в злотих',
    iban: 'Номер рахунку (IBAN)',
    owner: 'Власник рахунку',
    next: 'Далі',
    sendCode: 'Надіслати SMS-код',
    code: 'Код із SMS',
    confirm: 'Підтвердити виведення',
    confirmed: 'Виведення підтверджено',
    arrivalPrefix: 'Очікуване зарахування на рахунок: ',
  },
  carnets: {
    heading: 'Абонементи',
    entryKind: 'Абонемент на входи',
    valueKind: 'Грошовий абонемент',
    entries: plural('uk', { one: '{{count}} вхід', few: '{{count}} входи', many: '{{count}} входів', other: '{{count}} входу' }),
    validity: (days) =>
      `${plural('uk', { one: '{{count}} день', few: '{{count}} дні', many: '{{count}} днів', other: '{{count}} дня' })(days)} від оплати`,
    workdays: (from, to) => `пн–пт ${from}–${to}`,
    buy: 'Купити абонемент',
    buying: (name) => `Ви купуєте: ${name}`,
    usableOncePaid: (value) => `Абонементом (${value}) можна буде скористатися після підтвердження оплати.`,
    pay: (amount) => `Сплатити ${amount}`,
    paid: (name) => `Дякуємо! Абонемент ${name} оплачено, ним можна користуватися.`,
    toMyCarnets: 'Мої абонементи',
    myCarnets: 'Мої абонементи',
    left: (amount) => `Залишилося: ${amount}`,
    available: 'Доступний',
    notUsedYet: 'Абонемент ще не використовувався.',
  },
  classes: {
    venueMenu: 'Меню об’єкта',
    tab: 'Заняття',
    heading: 'Групові заняття',
    freePlaces: plural('uk', {
      one: '{{count}} вільне місце',
      few: '{{count}} вільні місця',
      many: '{{count}} вільних місць',
      other: '{{count}} вільного місця',
    }),
    beginners: 'Початківці',
    openDetails: 'Деталі та запис',
    signUp: 'Записатися',
    formHeading: 'Запис на заняття',
    payOnSite: 'На місці',
    next: 'Далі',
    reviewHeading: 'Підсумок запису',
    confirm: 'Підтвердити запис',
    doneHeading: 'Ви записалися на заняття',
    doneOnce: 'До зустрічі на занятті. Запис є в розділі «Мої бронювання».',
    singleClasses: 'Разові заняття',
    unpaid: 'Не оплачено',
  },
  account: {
    heading: 'Ваш обліковий запис',
    sectionNav: 'Розділи облікового запису',
    sections: [
      'Ваші об’єкти',
      'Дані облікового запису',
      'Дані для рахунку-фактури',
      'Рівень гри',
      'Профіль батьків — діти',
      'QR-код для входу',
      'Відчинення дверей',
      'Пристрої, на яких ви увійшли',
    ],
    gameLevels: 'Рівень гри',
    squash: 'Сквош',
    tennis: 'Теніс',
    advancedOption: '3 – просунутий',
    saveGameLevels: 'Зберегти рівні гри',
    gameLevelsSaved: 'Рівні гри збережено.',
  },
};

/**
 * Stores the choice the way the language switch does, before the app starts. Only when nothing
 * is stored yet, so a switch made during the test would stick.
 */
export async function storeLanguageChoice(context: BrowserContext, language: LanguageUnderTest['language']): Promise<void> {
  await context.addInitScript((choice) => {
    if (!localStorage.getItem('language')) localStorage.setItem('language', choice);
  }, language);
}

/**
 * Grosze as the app writes money in that language: the Polish "110,00 zł" in every language
 * (shared/i18n format.ts), so a page in English must not show "zł 110.00".
 */
export function moneyIn(_lang: LanguageUnderTest, grosze: number): string {
  return new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', currencyDisplay: 'narrowSymbol' }).format(grosze / 100);
}

/** What an untranslated i18next key looks like on screen, e.g. `courts.steps.summary`. */
export const RAW_KEY = /\b[a-z]+\.[a-zA-Z]+\.[a-zA-Z]+\b/;

/** The page's own content shows no raw translation key (rendered text, so hidden templates do not count). */
export async function expectNoRawKeys(page: Page, step: string): Promise<void> {
  const main = page.getByRole('main');
  await expect(main).toBeVisible();
  await expect(main, `a raw i18n key on ${step}`).not.toContainText(RAW_KEY, { useInnerText: true });
}
