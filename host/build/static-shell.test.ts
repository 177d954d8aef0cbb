import { LOGO_MARK } from '@venue/ui/logo-mark';
import { darkTheme, fontFaceCss, lightTheme } from '@venue/ui';
import { PRODUCT_NAME } from '../src/config/product';
import pl from '../src/features/auth/translations/pl';
import { STATIC_SHELL_THEME, loginShell, pageShell } from './static-shell';

function draw(root: string): void {
  document.body.innerHTML = `<div id="root">${root}</div>`;
}

describe('pageShell (index.html)', () => {
  it('draws the bar with the logo, the first view of every path until the app renders', () => {
    const shell = pageShell();
    expect(shell.filename).toBe('index.html');
    draw(shell.root);
    expect(document.querySelectorAll('#root > .static-shell > header')).toHaveLength(1);
    expect(document.querySelector('header path')?.getAttribute('d')).toBe(LOGO_MARK.lines.d);
    expect(document.querySelector('header .name')?.textContent).toBe(PRODUCT_NAME);
    expect(document.querySelector('main')).toBeNull();
  });
});

describe('loginShell (login.html)', () => {
  it("draws the bar, the login page's heading and first paragraph in Polish, as the app's first render will", () => {
    const shell = loginShell();
    expect(shell.filename).toBe('login.html');
    draw(shell.root);
    expect(document.querySelector('header svg')).not.toBeNull();
    expect(document.querySelector('h1')?.textContent).toBe(pl.login.phoneHeading);
    expect(document.querySelector('main > p')?.textContent).toBe(pl.login.phoneIntro);
    expect(document.querySelectorAll('#root > .static-shell')).toHaveLength(1);
  });

  it('fetches its scripts after this view is painted; index.html, whose view is only the bar, keeps its preloads (decision 037)', () => {
    expect(loginShell().scriptsAfterFirstPaint).toBe(true);
    expect(pageShell().scriptsAfterFirstPaint).toBeFalsy();
  });
});

it("uses the UI kit's theme values, so the static views and the app's look the same", () => {
  for (const [shell, theme] of [
    [STATIC_SHELL_THEME.light, lightTheme],
    [STATIC_SHELL_THEME.dark, darkTheme],
  ] as const) {
    expect(shell).toEqual({
      background: theme.colors.background,
      surface: theme.colors.surface,
      text: theme.colors.text,
      primary: theme.colors.primary,
      onPrimary: theme.colors.onPrimary,
      raised: theme.elevation.raised,
    });
  }
  expect(STATIC_SHELL_THEME.fontFamily).toBe(lightTheme.font.family);
  expect(STATIC_SHELL_THEME.narrow).toBe(lightTheme.layout.narrow);
  expect(STATIC_SHELL_THEME.wide).toBe(lightTheme.layout.wide);
  expect(lightTheme.media.tablet).toBe(`@media (min-width: ${STATIC_SHELL_THEME.tablet})`);
});

it("draws with the kit's theme and its fallback faces, so a change there reaches the static views", () => {
  for (const shell of [pageShell(), loginShell()]) {
    for (const theme of [lightTheme, darkTheme]) {
      const { background, surface, text, primary, onPrimary } = theme.colors;
      for (const value of [background, surface, text, primary, onPrimary, theme.elevation.raised]) expect(shell.head).toContain(value);
    }
    expect(shell.head).toContain(`font-family:${lightTheme.font.family};`);
    expect(shell.head).toContain(`max-width:${lightTheme.layout.wide};`);
    // The app's fallback @font-face rules, written the static views' way (no spaces, no last `;`).
    const fallbacks = fontFaceCss()
      .split(/(?=@font-face)/)
      .filter((face) => face.includes('Inter Fallback'))
      .map((face) =>
        face
          .trim()
          .replace(/\n\s*/g, '')
          .replace(/([:;,]) /g, '$1')
          .replace(' {', '{')
          .replace(';}', '}'),
      );
    expect(fallbacks).toHaveLength(2);
    for (const face of fallbacks) expect(shell.head).toContain(face);
  }
  expect(loginShell().head).toContain(`max-width:${lightTheme.layout.narrow};`);
});

it('keeps its rules to the static views (the app replaces them, and their rules then match nothing)', () => {
  for (const shell of [pageShell(), loginShell()]) {
    const rules = shell.head
      .replace(/^<style>|<\/style>$/g, '')
      .replace(/@font-face\{[^}]*\}/g, '')
      .replace(/@media[^{]*\{/g, '');
    const selectors = [...rules.matchAll(/([^{}]+)\{/g)].map((match) => match[1]?.trim());
    for (const selector of selectors) expect(selector === 'body' || selector?.startsWith('.static-shell')).toBe(true);
  }
});
