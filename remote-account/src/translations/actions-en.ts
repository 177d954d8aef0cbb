import type { TranslationTree } from '@venue/routes';
import emailResend from '../features/account-data/translations/resend-en';
import childCourses from '../features/children/translations/courses-en';
import childDelete from '../features/children/translations/delete-en';
import childForm from '../features/children/translations/form-en';
import companyLookup from '../features/billing/translations/lookup-en';
import doorRefusal from '../features/door/translations/refusal-en';
import issuedCode from '../features/check-in-qr/translations/issued-en';
import signOut from '../features/sessions/translations/question-en';

/** The `actions` page part in English: what the account page shows only after an action (see page-parts.ts). */
export default {
  childCourses,
  childDelete,
  childForm,
  companyLookup,
  doorRefusal,
  emailResend,
  issuedCode,
  signOut,
} as const satisfies TranslationTree;
