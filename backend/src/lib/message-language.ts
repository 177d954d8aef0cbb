import type { FastifyRequest } from 'fastify';

/** The languages SMS and e-mail texts are written in (the apps' pl, en and ua; Ukrainian is `uk`, ISO 639-1). */
export type MessageLanguage = 'pl' | 'en' | 'uk';

/** The product's default: a request that names no language we write gets Polish. */
export const DEFAULT_MESSAGE_LANGUAGE: MessageLanguage = 'pl';

// `ua` is the country, not the language, but the apps store the choice under that name and a
// client may well send it. A Map, not an object literal: a tag such as `constructor` must not
// find Object's prototype.
const BY_PRIMARY_TAG: ReadonlyMap<string, MessageLanguage> = new Map([
  ['pl', 'pl'],
  ['en', 'en'],
  ['uk', 'uk'],
  ['ua', 'uk'],
]);

const Q_VALUE = /^q=(0(\.\d{0,3})?|1(\.0{0,3})?)$/i;

/**
 * The language to write a message in, from an `Accept-Language` header: the supported language
 * with the highest q-value (the earliest on a tie), regional variants (`uk-UA`, `en-GB`)
 * counting as their language. Ranges with `q=0`, a malformed weight or an unsupported language
 * are skipped; nothing left means Polish.
 */
export function messageLanguageOf(acceptLanguage: string | undefined): MessageLanguage {
  if (!acceptLanguage) return DEFAULT_MESSAGE_LANGUAGE;
  let best: { language: MessageLanguage; q: number } | null = null;
  for (const range of acceptLanguage.split(',')) {
    const [tag = '', ...params] = range.split(';').map((part) => part.trim());
    const language = BY_PRIMARY_TAG.get(tag.toLowerCase().split(/[-_]/)[0] ?? '');
    if (!language) continue;
    const q = weightOf(params);
    if (q === null || q === 0) continue;
    if (!best || q > best.q) best = { language, q };
  }
  return best?.language ?? DEFAULT_MESSAGE_LANGUAGE;
}

/** 1 without a `q` parameter; null when the weight is not a valid one. */
function weightOf(params: readonly string[]): number | null {
  const weight = params.find((param) => /^q\s*=/i.test(param));
  if (weight === undefined) return 1;
  const compact = weight.replace(/\s+/g, '');
  return Q_VALUE.test(compact) ? Number(compact.slice(2)) : null;
}

/** The language the user uses the app in: the apps send it as `Accept-Language` on every call. */
export function requestMessageLanguage(request: Pick<FastifyRequest, 'headers'>): MessageLanguage {
  return messageLanguageOf(request.headers['accept-language']);
}
