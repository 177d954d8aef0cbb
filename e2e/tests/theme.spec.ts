import { expect, test, type Page } from '../support/test.ts';

const toggle = (page: Page) => page.getByRole('button', { name: 'Tryb ciemny' });
const colorScheme = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).colorScheme);
const background = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe('with a light system preference', () => {
  test.use({ colorScheme: 'light' });

  test('starts light; the toggle switches to dark and the choice survives a reload', async ({ page }) => {
    await page.goto('/login');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await colorScheme(page)).toBe('light');
    const lightBackground = await background(page);

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await colorScheme(page)).toBe('dark');
    expect(await background(page)).not.toBe(lightBackground);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await colorScheme(page)).toBe('dark');
  });
});

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });

  test('starts dark', async ({ page }) => {
    await page.goto('/login');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    expect(await colorScheme(page)).toBe('dark');
  });

  test('a stored light choice wins over the system', async ({ page }) => {
    await page.goto('/login');
    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    await page.reload();
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
    expect(await colorScheme(page)).toBe('light');
  });
});
