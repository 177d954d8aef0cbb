import { expect, test } from '../support/test.ts';
import { urls } from '../support/env.ts';
import { REMOTE_PAGES } from '../support/pages.ts';

test('the kiosk runs standalone on its own origin, without the host', async ({ page }) => {
  const hostRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().startsWith(urls.host)) hostRequests.push(request.url());
  });
  await page.goto(`${urls.kiosk}${REMOTE_PAGES.kiosk.path}`);
  await expect(page.getByRole('heading', { name: REMOTE_PAGES.kiosk.heading, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(REMOTE_PAGES.kiosk.heading));
  expect(hostRequests).toEqual([]);
});
