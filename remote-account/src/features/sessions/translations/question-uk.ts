import type { TranslationTree } from '@venue/routes';

/** The question before signing out on all devices, and its outcome, in Ukrainian, under `account:actions.signOut.*` (the actions page part, translations/page-parts.ts). */
export default {
  question: 'Вийти з усіх пристроїв, разом із цим? Щоб повернутися, ви знову увійдете за кодом із SMS.',
  confirm: 'Так, вийти всюди',
  cancel: 'Скасувати',
  done: 'Ви вийшли з усіх пристроїв.',
  failed: 'Не вдалося вийти з усіх пристроїв. Перевірте з’єднання та спробуйте ще раз.',
} as const satisfies TranslationTree;
