import type { TranslationTree } from '@venue/routes';

/** The question before deleting a child profile, and its outcome, in Ukrainian, under `account:actions.childDelete.*` (the actions page part, translations/page-parts.ts). */
export default {
  question: 'Видалити профіль дитини {{name}}? Цю дію не можна скасувати.',
  confirm: 'Так, видалити профіль',
  cancel: 'Не видаляти',
  deleted: 'Видалено профіль дитини {{name}}.',
  failed: 'Не вдалося видалити профіль дитини {{name}}. Спробуйте ще раз.',
  enrolled: 'Профіль {{name}} має активний запис на курс. Спочатку скасуйте запис нижче, потім видаліть профіль.',
} as const satisfies TranslationTree;
