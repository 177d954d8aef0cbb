// What shows only once a code has been issued (or refused), in one chunk the section fetches when it asks for
// a code (beside the request), so the account page's first visit carries neither.
export { CodePanel } from './code-panel';
export { ExpiryWarning } from './expiry-warning';
export { IssueError } from './issue-error';
