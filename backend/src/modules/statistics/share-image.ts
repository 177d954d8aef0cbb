import { createHash } from 'node:crypto';
import type { ShareCard } from '@venue/api';
import { escapeHtml } from '../../lib/escape-html.js';
import type { MessageLanguage } from '../../lib/message-language.js';
import { cardLines, cardTitle } from './share-texts.js';

// 1200 × 630: the size link previews crop to. At most this many lines fit under the title.
const MAX_LINES = 9;

/** Cut to what fits its column (labels left of x = 480, values right of it, titles the full width). */
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

const STYLE =
  'text{font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}.brand{fill:#3ccf9b;font-size:30px;font-weight:700}.title{fill:#eef2f8;font-size:40px;font-weight:700}.label{fill:#a9b4c6;font-size:26px}.value{fill:#eef2f8;font-size:28px;font-weight:600}';

/** Opened on its own, the image may use its one stylesheet and nothing else. */
export const SHARE_IMAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

/** The card as an SVG image (`og:image`): the same ticked figures as the page, nothing more. */
export function renderShareImage(card: ShareCard, language: MessageLanguage): string {
  const lines = cardLines(card, language).slice(0, MAX_LINES);
  const rows = lines
    .map((line, index) => {
      const y = 196 + index * 48;
      return `<text x="64" y="${y}" class="label">${escapeHtml(clip(line.label, 28))}</text><text x="480" y="${y}" class="value">${escapeHtml(clip(line.value, 38))}</text>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630" role="img" aria-label="${escapeHtml(cardTitle(card, language))}">
<style>${STYLE}</style>
<rect width="1200" height="630" rx="32" fill="#14213d"/><text x="64" y="76" class="brand">Venue</text>
<text x="64" y="130" class="title">${escapeHtml(clip(cardTitle(card, language), 50))}</text>${rows}</svg>`;
}
