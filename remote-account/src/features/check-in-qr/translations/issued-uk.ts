import type { TranslationTree } from '@venue/routes';

/** What an issued check-in code shows (or why none was issued), in Ukrainian, under `account:actions.issuedCode.*` (the actions page part, translations/page-parts.ts). */
export default {
  qrLabel: 'QR-код для входу до об’єкта {{venue}}',
  validFor: 'Дійсний ще',
  expired: 'Код прострочено',
  expiredHint: 'Згенеруйте новий код, щоб зареєструватися.',
  extend: 'Продовжити час',
  regenerate: 'Згенерувати новий код',
  expiringSoon: 'Код закінчиться {{when}}. Потрібно більше часу?',
  announceReady: 'Новий код готовий. Він закінчиться {{when}}.',
  announceExpiring: 'Код закінчиться {{when}}. Ви можете продовжити час.',
  announceExpired: 'Термін дії коду минув. Згенеруйте новий код.',
  forbidden: 'Ви не можете отримати код для цього об’єкта.',
} as const satisfies TranslationTree;
