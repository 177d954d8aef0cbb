// One accessibility check for every spec: axe-core with the WCAG 2.2 A and AA rules.
import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from './test.ts';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

export interface AxeOptions {
  /** Check only these parts of the page (CSS selectors); the whole page when absent. */
  readonly include?: readonly string[];
  /** Wait for the network to settle first (fonts, lazy chunks, theme transitions). */
  readonly settle?: boolean;
  /** Names the state under test in the failure message (default: the page URL). */
  readonly label?: string;
}

export async function expectNoViolations(page: Page, options: AxeOptions = {}): Promise<void> {
  if (options.settle) await page.waitForLoadState('networkidle');
  let builder = new AxeBuilder({ page }).withTags(WCAG_TAGS);
  for (const selector of options.include ?? []) builder = builder.include(selector);
  const { violations } = await builder.analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' ')).join('\n    ')}`);
  expect(summary, `axe violations on ${options.label ?? page.url()}`).toEqual([]);
}

/**
 * axe in the light theme and again in the dark one, on the same page: the app follows the
 * system preference live until the user picks a theme, so switching the emulated preference
 * re-themes the page without loading it again.
 */
export async function expectNoViolationsInBothThemes(page: Page, options: AxeOptions = {}): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(colorScheme);
    // Buttons ease their background between themes while their text colour flips at once: judged
    // mid-transition, the pair has a contrast neither theme has.
    await expect
      .poll(() => page.evaluate(() => document.getAnimations().filter((animation) => animation instanceof CSSTransition).length))
      .toBe(0);
    await expectNoViolations(page, { ...options, label: `${options.label ?? page.url()}, ${colorScheme} theme` });
  }
}
