// Signed-in sessions made through the API, for tests whose subject is not the login form.
import type { BrowserContext } from '@playwright/test';
import { signInThroughApi } from '../../scripts/lib/dev-login.mjs';
import { urls } from './env.ts';
import { freshPhone, type Phone } from './phone.ts';
import { clientAddress } from './test.ts';

export interface Session {
  readonly phone: Phone;
  readonly token: string;
  readonly user: { first_name: string; last_name: string; email: string } & Record<string, unknown>;
}

let sequence = 0;

/** A user with a completed registration (or a new one, when `registered` is false). */
export async function createSession({ registered = true, firstName = 'Anna', lastName = 'Nowak' } = {}): Promise<Session> {
  const phone = freshPhone();
  sequence += 1;
  const profile = registered
    ? { first_name: firstName, last_name: lastName, email: `e2e-${phone.national}-${sequence}@example.com` }
    : undefined;
  const { token, user } = await signInThroughApi(urls.apiBase, {
    phoneNationalNumber: phone.national,
    profile,
    clientAddress: clientAddress(),
  });
  return { phone, token, user: user as Session['user'] };
}

/**
 * Puts the session where the auth store keeps it: the `auth_token` cookie and the `user`
 * entry of localStorage (seeded once per tab, so a logout inside the test sticks).
 */
export async function useSession(context: BrowserContext, session: Session, origins: string[] = [urls.host]): Promise<void> {
  // Cookies are per host name, not per port: one cookie serves every local origin.
  await context.addCookies([{ name: 'auth_token', value: encodeURIComponent(session.token), url: urls.host, sameSite: 'Lax' }]);
  await context.addInitScript(
    ({ origins: allowed, user }) => {
      if (!allowed.includes(location.origin) || sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      localStorage.setItem('user', user);
    },
    { origins, user: JSON.stringify(session.user) },
  );
}

/** A signed-in context in one call. */
export async function signIn(context: BrowserContext, options?: Parameters<typeof createSession>[0], origins?: string[]): Promise<Session> {
  const session = await createSession(options);
  await useSession(context, session, origins);
  return session;
}
