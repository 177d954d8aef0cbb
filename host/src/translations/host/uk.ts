import type { TranslationTree } from '@venue/routes';

/** The shell's own strings: navigation, footer, error pages and the host-owned pages' titles (Ukrainian). */
export default {
  title: {
    root: 'Головна',
    login: 'Вхід',
    completeRegistration: 'Завершення реєстрації',
    getMobileApp: 'Завантажити мобільний застосунок',
    serverError: 'Помилка сервера',
    notFound: 'Сторінку не знайдено',
    frame: 'Відкрийте в новій вкладці',
  },
  nav: {
    label: 'Головне меню',
    home: 'Головна сторінка',
    profile: 'Профіль',
    book: 'Забронювати',
    reservations: 'Бронювання',
    passes: 'Абонементи',
    notifications: 'Сповіщення',
    wallet: 'Гаманець',
    trainerProfile: 'Профіль тренера',
    statistics: 'Статистика',
    logout: 'Вийти',
    signIn: 'Увійти',
    openMenu: 'Відкрити меню',
    closeMenu: 'Закрити меню',
    userInitials: 'Користувач: {{name}}',
    languageSwitch: 'Змінити мову (зараз: {{language}})',
    languageMenu: 'Вибрати мову',
    darkMode: 'Темний режим',
    skipToContent: 'Перейти до змісту',
  },
  footer: {
    provider: 'Систему бронювання спортивних об’єктів надає Venue.',
    terms: 'Правила користування (PDF, польською)',
    privacy: 'Політика конфіденційності (PDF, польською)',
    copyright: '© {{year}} Venue. Усі права захищені.',
  },
  notFound: {
    heading: 'Аут! М’яч поза кортом!',
    description: 'Сторінка, яку ви шукаєте, не існує або була переміщена.',
    back: 'Назад',
  },
  serverError: {
    heading: 'Ой! Серверу потрібна технічна перерва',
    description: 'Щось пішло не так на нашому боці. Спробуйте ще раз за хвилину.',
    retry: 'Спробувати знову',
  },
  remote: {
    unavailable: 'Не вдалося завантажити цей розділ',
    unavailableDescription: 'Решта сервісу працює як зазвичай. Спробуйте ще раз за хвилину.',
    retry: 'Спробувати знову',
    loading: 'Завантаження розділу…',
  },
  session: {
    checking: 'Перевірка сесії…',
    refreshFailed: 'Не вдалося оновити дані користувача',
    unavailable: 'Не вдалося перевірити сесію. Перевірте з’єднання та спробуйте ще раз.',
  },
  frame: {
    heading: 'Відкрийте сервіс у новій вкладці',
    description: 'З міркувань безпеки ця сторінка не працює всередині рамки іншого сайту.',
    open: 'Відкрити в новій вкладці',
  },
  mobileApp: {
    heading: 'Завантажити мобільний застосунок',
    redirecting: 'Переходимо до магазину застосунків…',
    description: 'Бронюйте корт за кілька секунд зі свого телефона. Оберіть магазин свого пристрою:',
    googlePlay: 'Завантажити з Google Play',
    appStore: 'Завантажити з App Store',
  },
} as const satisfies TranslationTree;
