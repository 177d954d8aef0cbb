import type { TranslationTree } from '@venue/routes';

/** The child form's words (it loads on "add" or "edit"), in English, under `account:actions.childForm.*` (the actions page part, translations/page-parts.ts). */
export default {
  fields: {
    first_name: 'First name',
    last_name: 'Last name',
    gender: 'Gender',
    birth_date: 'Date of birth',
    venue_id: 'Venue',
  },
  choose: 'Choose…',
  venueHint: 'The venue where the child will attend classes.',
  saveFailed: 'Could not save the child profile. Please try again.',
  addTitle: 'New child profile',
  addSubmit: 'Add child profile',
  editTitle: 'Editing profile: {{name}}',
  saveChanges: 'Save changes',
  added: 'Added the child profile of {{name}}.',
  updated: 'Saved the changes to the profile of {{name}}.',
} as const satisfies TranslationTree;
