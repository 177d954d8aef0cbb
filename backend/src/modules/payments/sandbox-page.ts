import { createHash } from 'node:crypto';
import { escapeHtml } from '../../lib/escape-html.js';

// The product's look on the sandbox gateway's page (docs/design.md): the colours, radii and
// elevation of @venue/ui's themes (shared/ui/src/theme/themes.ts; keep them in step), both themes by
// the reader's system setting, and the logo drawn inline. No web font: the page makes no request
// besides itself, so it uses Inter only where the reader has it installed.
const CSS = `
:root { color-scheme: light dark; --bg: #f4f6f8; --surface: #ffffff; --text: #161a20; --muted: #4b5361; --primary: #0b6e4f;
  --primary-hover: #085a40; --on-primary: #ffffff; --primary-subtle: #e1f2ea; --focus: #1d5fbf; --ball: #d9f04a;
  --raised: 0 1px 2px rgba(16, 24, 40, 0.06), 0 1px 3px rgba(16, 24, 40, 0.1); }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0e1115; --surface: #181d24; --text: #e8eaed; --muted: #aab2bd; --primary: #4cc38a; --primary-hover: #6fd3a3;
    --on-primary: #0e1115; --primary-subtle: #16342a; --focus: #8ab4f8;
    --raised: 0 1px 2px rgba(0, 0, 0, 0.5), inset 0 0 0 1px rgba(255, 255, 255, 0.06); }
}
*, *::before, *::after { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; background: var(--bg); color: var(--text); font: 1rem/1.5 'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif; }
header { display: flex; align-items: center; gap: 8px; min-height: 56px; padding: 4px 16px; background: var(--surface); box-shadow: var(--raised); font-size: 1.25rem; font-weight: 750; letter-spacing: -0.02em; }
main { max-width: 28rem; margin: 0 auto; padding: 24px 16px 48px; }
h1 { margin: 0 0 24px; font-size: 1.5rem; line-height: 1.25; letter-spacing: -0.015em; }
section { display: flex; flex-direction: column; gap: 16px; padding: 24px; border-radius: 16px; background: var(--surface); box-shadow: var(--raised); }
p { margin: 0; }
.muted { color: var(--muted); }
.amount { font-size: 2rem; font-weight: 650; line-height: 1.25; font-variant-numeric: tabular-nums; }
a { display: flex; align-items: center; justify-content: center; min-height: 44px; padding: 8px 24px; border-radius: 10px; font-weight: 650; text-decoration: none; }
#approve { background: var(--primary); color: var(--on-primary); }
#approve:hover { background: var(--primary-hover); }
#decline { background: var(--primary-subtle); color: var(--primary); }
a:focus-visible { outline: 3px solid var(--focus); outline-offset: 2px; }
.tile { fill: var(--primary); } .lines { fill: none; stroke: var(--on-primary); stroke-width: 2; stroke-linecap: round; stroke-linejoin: round; }
.ball { fill: var(--ball); stroke: var(--primary); stroke-width: 1.5; }
`;

/** The page's policy: the API's (nothing allowed) plus this one inline style sheet, by its hash. */
export const SANDBOX_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

export interface SandboxPageProps {
  /** Already formatted, e.g. `91,98`. */
  readonly amount: string;
  /** Relative links to the approve and decline routes, return address included. */
  readonly approveHref: string;
  readonly declineHref: string;
}

/** The sandbox gateway's bank-transfer page: approve or decline, as a bank would ask. */
export function renderSandboxPage({ amount, approveHref, declineHref }: SandboxPageProps): string {
  return `<!doctype html><html lang="pl"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Sandbox – płatność</title><style>${CSS}</style></head>
<body><header><svg viewBox="0 0 32 32" width="28" height="28" aria-hidden="true" focusable="false"><rect class="tile" width="32" height="32" rx="8"/><path class="lines" d="M8 7h16v18H8zM8 16h16M16 11v10"/><circle class="ball" cx="23" cy="9" r="3.5"/></svg>Venue</header>
<main><h1>Bramka testowa (sandbox)</h1><section aria-label="Płatność"><p class="muted">Przelew na kwotę</p><p class="amount"><strong>${escapeHtml(amount)} zł</strong></p>
<p class="muted">Nic nie zostanie pobrane.</p>
<a id="approve" href="${escapeHtml(approveHref)}">Zatwierdź płatność</a>
<a id="decline" href="${escapeHtml(declineHref)}">Odrzuć płatność</a></section></main></body></html>`;
}
