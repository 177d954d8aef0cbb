import { test } from '../support/test.ts';
import { urls } from '../support/env.ts';
import { measureFirstVisitJs } from '../../scripts/lib/first-visit-js.mjs';

test('bundle', async ({ browser }) => {
  const result = await measureFirstVisitJs(browser, { url: `${urls.host}/reservation/1`, locale: 'pl-PL' });
  console.log('TOTAL', result.finalPath, (result.gzipTotal / 1024).toFixed(1), 'KB');
  for (const f of result.files.sort((a: { gzip: number }, b: { gzip: number }) => b.gzip - a.gzip)) if (f.url.includes(':3201')) console.log((f.gzip / 1024).toFixed(1), f.url);
});
