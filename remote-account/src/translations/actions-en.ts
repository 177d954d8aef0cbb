// The `actions` page part in English: what the account page shows only after an action (see page-parts.ts).
export { default as emailResend } from '../features/account-data/translations/resend-en';
export { default as childCourses } from '../features/children/translations/courses-en';
export { default as childDelete } from '../features/children/translations/delete-en';
export { default as childForm } from '../features/children/translations/form-en';
export { default as companyLookup } from '../features/billing/translations/lookup-en';
export { default as doorRefusal } from '../features/door/translations/refusal-en';
export { default as issuedCode } from '../features/check-in-qr/translations/issued-en';
export { default as signOut } from '../features/sessions/translations/question-en';
