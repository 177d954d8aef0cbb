import type { TranslationTree } from '@venue/routes';

/** The question before deleting a child profile, and its outcome, in English, under `account:actions.childDelete.*` (the actions page part, translations/page-parts.ts). */
export default {
  question: 'Delete the profile of {{name}}? This cannot be undone.',
  confirm: 'Yes, delete the profile',
  cancel: 'Keep it',
  deleted: 'Deleted the child profile of {{name}}.',
  failed: 'Could not delete the child profile of {{name}}. Please try again.',
  enrolled: '{{name}} has an active course enrolment. Cancel it below first, then delete the profile.',
} as const satisfies TranslationTree;
