export const AUTH_COOKIE_NAME = 'auth_token';
/** Spec §9: the sign-in lasts two years unless the user logs out. */
export const AUTH_COOKIE_MAX_AGE_DAYS = 730;
const MAX_AGE_SECONDS = AUTH_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60;

export interface CookieOptions {
  /** Set over https so the token never travels in clear text. */
  readonly secure: boolean;
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}

export function serializeTokenCookie(token: string, { secure }: CookieOptions): string {
  return [
    `${AUTH_COOKIE_NAME}=${encodeURIComponent(token)}`,
    'Path=/',
    `Max-Age=${MAX_AGE_SECONDS}`,
    'SameSite=Lax',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

export function serializeExpiredTokenCookie({ secure }: CookieOptions): string {
  return [`${AUTH_COOKIE_NAME}=`, 'Path=/', 'Max-Age=0', 'SameSite=Lax', ...(secure ? ['Secure'] : [])].join('; ');
}

export function readTokenCookie(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name !== AUTH_COOKIE_NAME) continue;
    const value = rest.join('=');
    if (!value) return null;
    try {
      return decodeURIComponent(value);
    } catch {
      return null;
    }
  }
  return null;
}

export function writeTokenCookie(token: string): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeTokenCookie(token, { secure: isHttps() });
}

export function clearTokenCookie(): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeExpiredTokenCookie({ secure: isHttps() });
}
