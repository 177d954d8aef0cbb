import type { TranslationTree } from '@venue/routes';

/** The child form's words (it loads on "add" or "edit"), in Ukrainian, under `account:actions.childForm.*` (the actions page part, translations/page-parts.ts). */
export default {
  fields: {
    first_name: 'Ім’я',
    last_name: 'Прізвище',
    gender: 'Стать',
    birth_date: 'Дата народження',
    venue_id: 'Об’єкт',
  },
  choose: 'Виберіть…',
  venueHint: 'Об’єкт, де дитина відвідуватиме заняття.',
  saveFailed: 'Не вдалося зберегти профіль дитини. Спробуйте ще раз.',
  addTitle: 'Новий профіль дитини',
  addSubmit: 'Додати профіль дитини',
  editTitle: 'Редагування профілю: {{name}}',
  saveChanges: 'Зберегти зміни',
  added: 'Додано профіль дитини {{name}}.',
  updated: 'Збережено зміни в профілі {{name}}.',
} as const satisfies TranslationTree;
