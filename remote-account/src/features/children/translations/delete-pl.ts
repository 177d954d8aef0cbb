import type { TranslationTree } from '@venue/routes';

/** The question before deleting a child profile, and its outcome, in Polish, under `account:actions.childDelete.*` (the actions page part, translations/page-parts.ts). */
export default {
  question: 'Czy na pewno usunąć profil: {{name}}? Tej operacji nie można cofnąć.',
  confirm: 'Tak, usuń profil',
  cancel: 'Nie usuwaj',
  deleted: 'Usunięto profil dziecka: {{name}}.',
  failed: 'Nie udało się usunąć profilu dziecka: {{name}}. Spróbuj ponownie.',
  enrolled: 'Profil {{name}} ma aktywny zapis na kurs. Najpierw anuluj zapis poniżej, potem usuń profil.',
} as const satisfies TranslationTree;
