import type { TranslationShapeOf } from '@venue/routes';
import type pl from './pl';

/** Strings of this feature in English, under `account:children.*` (merged in translations/en.ts). */
export default {
  title: 'Parent profile — children',
  description: 'Add your children’s profiles to enrol them in classes and courses.',
  listLabel: 'Your children',
  empty: 'You have not added any children yet.',
  summary: 'Date of birth: {{birthDate}} · {{gender}} · {{venue}}',
  unknownVenue: 'Venue no. {{id}}',
  gender: { male: 'Boy', female: 'Girl', not_defined: 'Not specified' },
  add: 'Add a child',
  edit: 'Edit',
  editNamed: 'Edit profile: {{name}}',
  delete: 'Delete',
  deleteNamed: 'Delete profile: {{name}}',
  loadFailed: 'Could not load the list of venues needed for children profiles.',
} as const satisfies TranslationShapeOf<typeof pl>;
