/**
 * The API package's account schemas (with the user, billing and auth schemas they import), for
 * one-shot actions only: issuing a check-in code, opening a door, resending the e-mail link.
 * Fetched on the first such action, so the account page's first visit does not carry them.
 */
export const loadAccountSchemas = () => import(/* webpackChunkName: "account-schemas" */ '@venue/api/schemas/account');
