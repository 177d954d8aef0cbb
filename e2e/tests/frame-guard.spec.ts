import { createServer, type Server } from 'node:http';
import { expect, test } from '../support/test.ts';
import { urls } from '../support/env.ts';

// Another local origin whose page embeds the app. A real server, not a routed response:
// Chromium treats a routed page as public and blocks its frames onto localhost.
const EMBEDDING_PORT = Number(process.env.E2E_EMBEDDING_PORT ?? 3197);
const EMBEDDING_PAGE = `http://127.0.0.1:${EMBEDDING_PORT}/embed.html`;
let server: Server;

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Embedding site</title><iframe src="${urls.host}/login" title="embedded app" width="900" height="700"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(EMBEDDING_PORT, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('inside a frame of another site the app shows only a message and an open-in-new-tab link', async ({ page }) => {
  await page.goto(EMBEDDING_PAGE);
  const frame = page.frameLocator('iframe[title="embedded app"]');

  await expect(frame.getByRole('heading', { name: 'Otwórz serwis w nowej karcie' })).toBeVisible();
  const open = frame.getByRole('link', { name: 'Otwórz w nowej karcie' });
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('href', `${urls.host}/login`);

  // Nothing else of the app: no form, no buttons, no other links.
  await expect(frame.getByRole('textbox')).toHaveCount(0);
  await expect(frame.getByRole('button')).toHaveCount(0);
  await expect(frame.getByRole('link')).toHaveCount(1);
});

test('opened on its own, the same address shows the app', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Zaloguj się' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Otwórz serwis w nowej karcie' })).toHaveCount(0);
});
