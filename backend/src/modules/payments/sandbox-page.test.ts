import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { SANDBOX_PAGE_CSP, renderSandboxPage } from './sandbox-page.js';

describe('sandbox gateway page', () => {
  const html = renderSandboxPage({ amount: '91,98', approveHref: 'tok/approve?return=x', declineHref: 'tok/decline?return="x"' });

  it('wears the product look in both themes with nothing fetched: one inline style sheet, inline logo, no URL to load', () => {
    const css = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    assert.match(css, /--primary: #0b6e4f/);
    assert.match(css, /@media \(prefers-color-scheme: dark\)/);
    assert.match(html, /<svg[^>]*aria-hidden="true"/);
    assert.doesNotMatch(html, /(?:src|href)="(?:https?:)?\/\//);
    assert.doesNotMatch(css, /url\(/);
  });

  it('allows exactly that style sheet by hash, and nothing else', () => {
    const css = /<style>([\s\S]*)<\/style>/.exec(html)?.[1] ?? '';
    const hash = createHash('sha256').update(css).digest('base64');
    assert.match(SANDBOX_PAGE_CSP, /^default-src 'none'/);
    assert.ok(SANDBOX_PAGE_CSP.includes(`style-src 'sha256-${hash}'`));
    assert.doesNotMatch(SANDBOX_PAGE_CSP, /unsafe-inline|script-src/);
  });

  it('escapes what it is given', () => {
    assert.match(html, /href="tok\/decline\?return=&#34;x&#34;"/);
    assert.match(html, /91,98 zł/);
  });
});
