import { clearTokenCookie, readTokenCookie, serializeExpiredTokenCookie, serializeTokenCookie, writeTokenCookie } from './auth-cookie';

describe('auth cookie', () => {
  afterEach(() => clearTokenCookie());

  it('lives 730 days, site-wide, SameSite=Lax', () => {
    expect(serializeTokenCookie('abc', { secure: false })).toBe('auth_token=abc; Path=/; Max-Age=63072000; SameSite=Lax');
  });

  it('is Secure over https', () => {
    expect(serializeTokenCookie('abc', { secure: true })).toMatch(/; Secure$/);
    expect(serializeExpiredTokenCookie({ secure: true })).toBe('auth_token=; Path=/; Max-Age=0; SameSite=Lax; Secure');
  });

  it('round-trips a token with characters that need encoding', () => {
    writeTokenCookie('a b;c=d');
    expect(document.cookie).toContain('auth_token=a%20b%3Bc%3Dd');
    expect(readTokenCookie()).toBe('a b;c=d');
  });

  it('is gone after clearing', () => {
    writeTokenCookie('abc');
    clearTokenCookie();
    expect(readTokenCookie()).toBeNull();
    expect(document.cookie).not.toContain('auth_token');
  });
});
