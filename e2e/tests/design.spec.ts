// The visual language of issue 12 where only a browser can judge it: the self-hosted font arrives
// without moving anything, the phone bar is one row, the dark-mode toggle is no bright block.
import { expect, test, type Page } from '../support/test.ts';
import { REMOTE_PAGES } from '../support/pages.ts';
import { signIn } from '../support/session.ts';

/** Layout shifts since the page started (CLS's raw entries), input-driven ones left out. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 300);
      }),
  );

const fontRequests = (page: Page) => {
  const files: string[] = [];
  page.on('response', (response) => {
    const match = /\/fonts\/inter-([a-z-]+)-wght-normal\.[0-9a-f]{10}\.woff2$/.exec(response.url());
    if (match?.[1] && response.ok()) files.push(match[1]);
  });
  return files;
};

// Polish letters come from their own small file (shared/ui's polish subset), never the whole latin-ext.
for (const [language, sample, subset, unused] of [
  ['pl', 'Zażółć', 'polish', 'latin-ext'],
  ['ua', 'Ґанок їжака', 'cyrillic', 'latin-ext'],
] as const) {
  test(`the self-hosted font draws ${language} text (${subset}) and swaps in without a layout shift`, async ({ page, context }) => {
    await context.addInitScript((choice) => localStorage.setItem('language', choice), language);
    const files = fontRequests(page);
    await page.goto('/login');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    await expect.poll(() => files).toContain(subset);
    expect(files).not.toContain(unused);
    expect(await page.evaluate((text) => document.fonts.check('16px "Inter Variable"', text), sample)).toBe(true);
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toMatch(/^"Inter Variable", "Inter Fallback"/);
    expect(await layoutShift(page)).toBe(0);
  });
}

// On a remote's page the font waits for the page's code and data (decision 034).
test("on a remote's page the font is fetched once the page's data is in, and swaps in without a layout shift", async ({ page }) => {
  const files = fontRequests(page);
  await page.goto('/reservation/1/courts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => files).toContain('polish');
  await page.evaluate(() => document.fonts.ready);
  const measured = await page.evaluate(
    () =>
      new Promise<{ venueAnswered?: number; font?: number; shiftAfterFont: number }>((resolve) => {
        const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
        const first = (pattern: RegExp) => resources.find((entry) => pattern.test(entry.name));
        const venueAnswered = first(/\/marketplace\/venue\/1$/)?.responseEnd;
        const font = first(/\/fonts\/inter-latin-wght/)?.startTime;
        // Only what moved once the font was asked for: the page's own arrival may shift before.
        let shiftAfterFont = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput && entry.startTime >= (font ?? 0)) shiftAfterFont += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve({ venueAnswered, font, shiftAfterFont }), 300);
      }),
  );
  expect(measured.venueAnswered).toBeDefined();
  expect(measured.font).toBeGreaterThan(measured.venueAnswered ?? Infinity);
  // The fallback's metrics match Inter's to a fraction of a pixel: the venue page's swap measures 0.00004.
  expect(measured.shiftAfterFont).toBeLessThan(0.001);
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  /** The tops and bottoms of the bar's visible controls, which one row shares. */
  const rowOf = async (page: Page) => {
    const banner = page.getByRole('banner');
    const boxes = await banner.locator('a:visible, button:visible').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return {
          name: element.textContent?.trim() || element.getAttribute('aria-label'),
          top: box.top,
          bottom: box.bottom,
          right: box.right,
        };
      }),
    );
    return { boxes, bar: (await banner.boundingBox())! };
  };

  test('a signed-in bar is one row: logo, menu button, language, theme', async ({ page, context }) => {
    await signIn(context);
    await page.goto(REMOTE_PAGES.account.path);
    await expect(page.getByRole('heading', { name: REMOTE_PAGES.account.heading, exact: true })).toBeVisible();
    const { boxes, bar } = await rowOf(page);
    // Logo and menu button first, the theme toggle last; the language control sits between them.
    const names = boxes.map((box) => box.name);
    expect(names.slice(0, 2)).toEqual(['Venue', 'Otwórz menu']);
    expect(names.at(-1)).toBe('Tryb ciemny');
    expect(names).not.toContain('Wyloguj');
    expect(bar.height).toBeLessThanOrEqual(64);
    for (const box of boxes) {
      expect(box.top).toBeGreaterThanOrEqual(bar.y);
      expect(box.bottom).toBeLessThanOrEqual(bar.y + bar.height);
      expect(box.right).toBeLessThanOrEqual(360);
    }
    // The links and logout open in a panel under the bar, which stays one row.
    await page.getByRole('button', { name: 'Otwórz menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu główne' }).getByRole('link', { name: 'Rezerwacje' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Wyloguj', exact: true })).toBeVisible();
    expect((await page.getByRole('banner').boundingBox())!.height).toBe(bar.height);
  });

  test("a visitor's bar is one row too, with the sign-in link", async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Zaloguj się' })).toBeVisible();
    const { boxes, bar } = await rowOf(page);
    expect(boxes.map((box) => box.name)).toEqual(expect.arrayContaining(['Zarezerwuj', 'Zaloguj się']));
    expect(bar.height).toBeLessThanOrEqual(64);
    for (const box of boxes) expect(box.right).toBeLessThanOrEqual(360);
  });
});

test.describe('in the dark theme', () => {
  test.use({ colorScheme: 'dark' });

  test('the pressed dark-mode toggle is a moon on the bar, not a bright square', async ({ page }) => {
    await page.goto('/login');
    const toggle = page.getByRole('button', { name: 'Tryb ciemny' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(await toggle.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
    expect(await toggle.locator('svg').getAttribute('fill')).toBe('currentColor');
  });
});
