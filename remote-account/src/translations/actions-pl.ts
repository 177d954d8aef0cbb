// The `actions` page part in Polish: what the account page shows only after an action (see page-parts.ts).
export { default as emailResend } from '../features/account-data/translations/resend-pl';
export { default as childCourses } from '../features/children/translations/courses-pl';
export { default as childDelete } from '../features/children/translations/delete-pl';
export { default as childForm } from '../features/children/translations/form-pl';
export { default as companyLookup } from '../features/billing/translations/lookup-pl';
export { default as doorRefusal } from '../features/door/translations/refusal-pl';
export { default as issuedCode } from '../features/check-in-qr/translations/issued-pl';
export { default as signOut } from '../features/sessions/translations/question-pl';
