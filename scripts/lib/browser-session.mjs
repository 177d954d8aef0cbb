// A signed-in browser, as the host keeps it: the auth cookie plus the stored user. Lets scripts
// open signed-in pages without typing an SMS code.

/**
 * @param {{ token: string, user: Record<string, unknown>, hostOrigin: string, domain?: string }} session
 * @returns {{ cookies: object[], origins: { origin: string, localStorage: { name: string, value: string }[] }[] }}
 *   a Playwright storage state
 */
export function signedInStorageState({ token, user, hostOrigin, domain = 'localhost' }) {
  return {
    cookies: [
      {
        name: 'auth_token',
        value: encodeURIComponent(token),
        domain,
        path: '/',
        expires: -1,
        httpOnly: false,
        secure: false,
        sameSite: 'Lax',
      },
    ],
    origins: [{ origin: hostOrigin, localStorage: [{ name: 'user', value: JSON.stringify(user) }] }],
  };
}
