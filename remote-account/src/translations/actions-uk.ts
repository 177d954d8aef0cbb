import type { TranslationTree } from '@venue/routes';
import emailResend from '../features/account-data/translations/resend-uk';
import childCourses from '../features/children/translations/courses-uk';
import childDelete from '../features/children/translations/delete-uk';
import childForm from '../features/children/translations/form-uk';
import companyLookup from '../features/billing/translations/lookup-uk';
import doorRefusal from '../features/door/translations/refusal-uk';
import issuedCode from '../features/check-in-qr/translations/issued-uk';
import signOut from '../features/sessions/translations/question-uk';

/** The `actions` page part in Ukrainian: what the account page shows only after an action (see page-parts.ts). */
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
