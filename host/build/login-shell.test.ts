import { darkTheme, lightTheme } from '@venue/ui';
import pl from '../src/features/auth/translations/pl';
import { LOGIN_SHELL_THEME, loginShell } from './login-shell';

describe('loginShell (login.html)', () => {
  it("draws the login page's heading and first paragraph in Polish, as the app's first render will", () => {
    const shell = loginShell();
    expect(shell.filename).toBe('login.html');
    document.body.innerHTML = `<div id="root">${shell.root}</div>`;
    expect(document.querySelector('h1')?.textContent).toBe(pl.login.phoneHeading);
    expect(document.querySelector('main > p')?.textContent).toBe(pl.login.phoneIntro);
    expect(document.querySelectorAll('#root > .login-shell')).toHaveLength(1);
  });

  it("uses the UI kit's theme values, so the static view and the app's look the same", () => {
    expect(LOGIN_SHELL_THEME.light).toEqual({
      background: lightTheme.colors.background,
      surface: lightTheme.colors.surface,
      text: lightTheme.colors.text,
      raised: lightTheme.elevation.raised,
    });
    expect(LOGIN_SHELL_THEME.dark).toEqual({
      background: darkTheme.colors.background,
      surface: darkTheme.colors.surface,
      text: darkTheme.colors.text,
      raised: darkTheme.elevation.raised,
    });
    expect(LOGIN_SHELL_THEME.fontFamily).toBe(lightTheme.font.family);
    expect(LOGIN_SHELL_THEME.narrow).toBe(lightTheme.layout.narrow);
    expect(lightTheme.media.tablet).toBe(`@media (min-width: ${LOGIN_SHELL_THEME.tablet})`);
  });

  it('keeps its rules to the static view (the app replaces it, and its rules then match nothing)', () => {
    const rules = loginShell()
      .head.replace(/^<style>|<\/style>$/g, '')
      .replace(/@font-face\{[^}]*\}/g, '')
      .replace(/@media[^{]*\{/g, '');
    const selectors = [...rules.matchAll(/([^{}]+)\{/g)].map((match) => match[1]?.trim());
    for (const selector of selectors) expect(selector === 'body' || selector?.startsWith('.login-shell')).toBe(true);
  });
});
