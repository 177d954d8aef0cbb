import type { TranslationTree } from '@venue/routes';
import emailResend from '../features/account-data/translations/resend-pl';
import childCourses from '../features/children/translations/courses-pl';
import childDelete from '../features/children/translations/delete-pl';
import childForm from '../features/children/translations/form-pl';
import companyLookup from '../features/billing/translations/lookup-pl';
import doorRefusal from '../features/door/translations/refusal-pl';
import issuedCode from '../features/check-in-qr/translations/issued-pl';
import signOut from '../features/sessions/translations/question-pl';

/** The `actions` page part in Polish: what the account page shows only after an action (see page-parts.ts). */
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
