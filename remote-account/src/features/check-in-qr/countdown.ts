/**
 * When the "expiring soon" warning appears: WCAG 2.2.1 asks for at least 20 seconds to react,
 * a minute is plenty, and a third of a short lifetime keeps the warning from covering most of it.
 */
export function warningSeconds(ttlSeconds: number): number {
  return Math.min(60, Math.max(20, Math.floor(ttlSeconds / 3)));
}
