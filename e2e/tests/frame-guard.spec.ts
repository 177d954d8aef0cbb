import { createServer, type Server } from 'node:http';
import { expect, test } from '../support/test.ts';
import { urls } from '../support/env.ts';

// Another local origin whose page embeds the app. A real server, not a routed response:
// Chromium treats a routed page as public and blocks its frames onto localhost. Each worker
// runs its own on a free port, so parallel workers never collide.
let server: Server;
let embeddingPage = '';

test.beforeAll(async () => {
  server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(
      `<!doctype html><html lang="en"><title>Embedding site</title><iframe src="${urls.host}/login" title="embedded app" width="900" height="700"></iframe>`,
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('the embedding server has no port');
  embeddingPage = `http://127.0.0.1:${address.port}/embed.html`;
});

test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

test('inside a frame of another site the app shows only a message and an open-in-new-tab link', async ({ page }) => {
  await page.goto(embeddingPage);
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
