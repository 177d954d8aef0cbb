// The way back after signing in, read from navigation state: the guard, the sign-in pages and
// the error page all need it.
import { paths } from '@venue/routes';

/**
 * The path remembered in navigation state (`{ from }`), if it is one of ours: never another
 * origin, so a crafted link cannot turn a redirect into a phishing hop.
 */
export function pathFromState(state: unknown): string | null {
  const from = (state as { from?: unknown } | null)?.from;
  if (typeof from !== 'string' || !from.startsWith('/') || from.startsWith('//') || from.includes('\\')) return null;
  return from;
}

/** Where the sign-in page sends the user back to: the remembered path, except /login itself. */
export function returnPathAfterLogin(state: unknown): string | null {
  const from = pathFromState(state);
  if (!from || from === paths.login() || from.startsWith(`${paths.login()}?`)) return null;
  return from;
}
