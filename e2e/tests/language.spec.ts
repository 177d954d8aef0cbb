import { expect, test, type Page } from '../support/test.ts';

const HEADINGS = { pl: 'Zaloguj się', en: 'Sign in', ua: 'Увійти' } as const;
const languageSwitch = (page: Page) => page.getByRole('button', { name: /Zmień język|Change language|Змінити мову/ });

const cases = [
  { locale: 'en-US', heading: HEADINGS.en, lang: 'en' },
  { locale: 'uk-UA', heading: HEADINGS.ua, lang: 'uk' },
  { locale: 'pl-PL', heading: HEADINGS.pl, lang: 'pl' },
  { locale: 'de-DE', heading: HEADINGS.pl, lang: 'pl' },
] as const;

for (const { locale, heading, lang } of cases) {
  test.describe(`browser language ${locale}`, () => {
    test.use({ locale });
    test(`shows the app in "${lang}"`, async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: heading, exact: true })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
    });
  });
}

test('the switch cycles PL → EN → UA → PL and the choice survives a reload', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: HEADINGS.pl, exact: true })).toBeVisible();
  await expect(languageSwitch(page)).toContainText('PL');

  await languageSwitch(page).click();
  await expect(page.getByRole('heading', { name: HEADINGS.en, exact: true })).toBeVisible();
  await expect(languageSwitch(page)).toContainText('EN');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');

  await languageSwitch(page).click();
  await expect(page.getByRole('heading', { name: HEADINGS.ua, exact: true })).toBeVisible();
  await expect(languageSwitch(page)).toContainText('UA');
  await expect(page.locator('html')).toHaveAttribute('lang', 'uk');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ua');

  await page.reload();
  await expect(page.getByRole('heading', { name: HEADINGS.ua, exact: true })).toBeVisible();

  await languageSwitch(page).click();
  await expect(page.getByRole('heading', { name: HEADINGS.pl, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('pl');
});

test('the menu names the languages in themselves and switches to the one picked, by keyboard', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: HEADINGS.pl, exact: true })).toBeVisible();
  const menuButton = page.getByRole('button', { name: /Wybierz język|Choose a language|Вибрати мову/ });
  await menuButton.focus();
  await page.keyboard.press('ArrowDown');
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitemradio')).toHaveText(['Polski✓', 'English', 'Українська']);
  await expect(menu.getByRole('menuitemradio', { name: /Polski/ })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: HEADINGS.ua, exact: true })).toBeVisible();
  await expect(menu).toHaveCount(0);
  await expect(menuButton).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('ua');
  // The cycling switch steps on from the language the menu chose.
  await languageSwitch(page).click();
  await expect(page.getByRole('heading', { name: HEADINGS.pl, exact: true })).toBeVisible();
});

test.describe('a stored choice', () => {
  test.use({ locale: 'en-US' });
  test('wins over the browser language', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('language', 'ua'));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: HEADINGS.ua, exact: true })).toBeVisible();
  });
});
