// Measures the JavaScript a first visit to a page downloads, as gzip bytes.
import { request } from 'node:http';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_FLAGS } from './chromium.mjs';
import { repoRoot } from './pnpm.mjs';

// Playwright is a dependency of the e2e package; the bench borrows it from there.
const { chromium } = createRequire(join(repoRoot, 'e2e', 'package.json'))('@playwright/test');

/** The gzip size of one URL: the server's own gzip bytes when it has them, else zlib level 9. */
function gzipBytes(url) {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': 'gzip' } }, (res) => {
      const chunks = [];
      res.on('data', (chunk) => chunks.push(chunk));
      res.on('end', () => {
        const body = Buffer.concat(chunks);
        resolve(res.headers['content-encoding'] === 'gzip' ? body.length : gzipSync(body, { level: 9 }).length);
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

export async function launchBrowser(executablePath) {
  return chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
}

/**
 * Opens `url` in a fresh context (empty cache), waits until the page is settled and
 * returns the JavaScript it loaded.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ url: string, locale: string, storageState?: object, ready?: (page: import('@playwright/test').Page) => Promise<void> }} options
 */
export async function measureFirstVisitJs(browser, { url, locale, storageState, ready }) {
  const context = await browser.newContext({ locale, ...(storageState ? { storageState } : {}) });
  const page = await context.newPage();
  const scripts = new Set();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    const contentType = response.headers()['content-type'] ?? '';
    if (response.ok() && (type === 'script' || /javascript/.test(contentType))) scripts.add(response.url());
  });
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    if (ready) await ready(page);
    await page.waitForLoadState('networkidle');
    const finalPath = new URL(page.url()).pathname;
    const files = await Promise.all([...scripts].map(async (scriptUrl) => ({ url: scriptUrl, gzip: await gzipBytes(scriptUrl) })));
    return { finalPath, files, gzipTotal: files.reduce((sum, file) => sum + file.gzip, 0) };
  } finally {
    await context.close();
  }
}
