// Finding a venue without signing in: from the login page to the venue directory (served by the
// booking remote inside the host), a search without Polish letters, and on to the venue's page.
import { expect, test } from '../support/test.ts';

test('a visitor finds a venue from the login page without signing in, and reaches its courts and map link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Przeglądaj obiekty bez logowania' }).click();
  await expect(page).toHaveURL(/\/venues$/);
  await expect(page.getByRole('heading', { name: 'Obiekty', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: /Klub Sportowy Mokotów/ })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Nazwa lub miasto' }).fill('gdansk');
  await expect(page.getByRole('link', { name: /Bałtycka Arena Oliwa/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Klub Sportowy Mokotów/ })).toHaveCount(0);

  await page.getByRole('link', { name: /Bałtycka Arena Oliwa/ }).click();
  await expect(page).toHaveURL(/\/reservation\/\d+\/courts$/);
  await expect(page.getByRole('link', { name: /Pokaż na mapie/ })).toHaveAttribute('href', /google\.com\/maps/);
});
