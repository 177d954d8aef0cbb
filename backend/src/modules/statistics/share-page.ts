import { createHash } from 'node:crypto';
import type { ShareCard } from '@venue/api';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { cardLines, cardTitle, wordsOf } from './share-texts.js';

// The product's colours (shared/ui themes), light and dark by the reader's preference; no script.
const CSS = `:root{color-scheme:light dark;--bg:#f4f6f8;--card:#fff;--text:#14213d;--muted:#52607a;--accent:#0a7d5a}
@media (prefers-color-scheme:dark){:root{--bg:#0f1623;--card:#1a2333;--text:#eef2f8;--muted:#a9b4c6;--accent:#3ccf9b}}
*{box-sizing:border-box}body{margin:0;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{max-width:40rem;margin:0 auto;padding:1.5rem 1rem}article{background:var(--card);border-radius:16px;padding:1.25rem;box-shadow:0 2px 12px rgb(0 0 0/.12)}
h1{font-size:1.4rem;margin:0 0 1rem;overflow-wrap:anywhere}dl{margin:0;display:grid;gap:.75rem}dt{color:var(--muted);font-size:.9rem}dd{margin:0;font-weight:600;font-size:1.1rem;overflow-wrap:anywhere}
img{display:block;width:100%;height:auto;margin-top:1rem;border-radius:12px}p{color:var(--muted)}.brand{color:var(--accent);font-weight:700}`;

/**
 * The policy of these pages: nothing runs, the one stylesheet by its hash, images from this origin.
 * Served instead of the API's forbid-everything policy, on these routes only.
 */
export const SHARE_PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(CSS).digest('base64')}'`,
  "img-src 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
  "form-action 'none'",
].join('; ');

const HTML_LANG: Record<MessageLanguage, string> = { pl: 'pl', en: 'en', uk: 'uk' };

function page(language: MessageLanguage, title: string, head: string, body: string): string {
  return `<!doctype html><html lang="${HTML_LANG[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><meta name="robots" content="noindex"><title>${escapeHtml(title)}</title>${head}<style>${CSS}</style></head>
<body><main>${body}</main></body></html>`;
}

/** The public card: Open Graph tags for link previews, then the ticked figures as text and the image. */
export function renderSharePage(card: ShareCard, language: MessageLanguage, pageUrl: string): string {
  const title = cardTitle(card, language);
  const lines = cardLines(card, language);
  const description = lines.map((line) => `${line.label}: ${line.value}`).join(' · ');
  const image = `${pageUrl}/card.svg`;
  const og = [
    ['og:type', 'website'],
    ['og:title', title],
    ['og:description', description],
    ['og:image', image],
    ['og:image:type', 'image/svg+xml'],
    ['og:image:width', '1200'],
    ['og:image:height', '630'],
    ['og:url', pageUrl],
  ]
    .map(([property = '', content = '']) => `<meta property="${property}" content="${escapeHtml(content)}">`)
    .join('');
  const head = `${og}<meta name="twitter:card" content="summary_large_image"><meta name="description" content="${escapeHtml(description)}">`;
  const items = lines.map((line) => `<div><dt>${escapeHtml(line.label)}</dt><dd>${escapeHtml(line.value)}</dd></div>`).join('');
  const body = `<article><p class="brand">Venue</p><h1>${escapeHtml(title)}</h1><dl>${items}</dl><img src="${escapeHtml(image)}" alt="${escapeHtml(title)}" width="1200" height="630"></article>`;
  return page(language, title, head, body);
}

/** 410 for a revoked link, 404 for none: a plain page saying so, nothing of the card. */
export function renderGonePage(language: MessageLanguage, kind: 'revoked' | 'missing'): string {
  const words = wordsOf(language);
  const [title, text] = kind === 'revoked' ? [words.revoked, words.revokedText] : [words.missing, words.missingText];
  return page(language, title, '', `<article><p class="brand">Venue</p><h1>${escapeHtml(title)}</h1><p>${escapeHtml(text)}</p></article>`);
}
