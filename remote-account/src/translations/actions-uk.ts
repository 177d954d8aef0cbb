// The `actions` page part in Ukrainian: what the account page shows only after an action (see page-parts.ts).
export { default as emailResend } from '../features/account-data/translations/resend-uk';
export { default as childCourses } from '../features/children/translations/courses-uk';
export { default as childDelete } from '../features/children/translations/delete-uk';
export { default as childForm } from '../features/children/translations/form-uk';
export { default as companyLookup } from '../features/billing/translations/lookup-uk';
export { default as doorRefusal } from '../features/door/translations/refusal-uk';
export { default as issuedCode } from '../features/check-in-qr/translations/issued-uk';
export { default as signOut } from '../features/sessions/translations/question-uk';
