/** Spaces people type or paste inside a code ("12 34") are dropped as they go. */
export function compactCodeInput(value: string): string {
  return value.replace(/\s+/g, '');
}

/**
 * The code inside pasted text: "1234", "12 34", or a whole SMS such as
 * "Kod logowania: 1234. Ważny 5 minut." (its only 4-digit number). Null when there is no single code.
 */
export function codeFromPastedText(text: string): string | null {
  const compact = compactCodeInput(text);
  if (/^\d{4}$/.test(compact)) return compact;
  const candidates = text.match(/(?<!\d)\d{4}(?!\d)/g);
  return candidates && candidates.length === 1 ? (candidates[0] ?? null) : null;
}
