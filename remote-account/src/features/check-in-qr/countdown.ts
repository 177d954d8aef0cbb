/** `mm:ss`, e.g. 05:07 — what the countdown shows. */
export function formatClock(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds));
  const minutes = Math.floor(seconds / 60);
  return `${String(minutes).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * When the "expiring soon" warning appears: WCAG 2.2.1 asks for at least 20 seconds to react,
 * a minute is plenty, and a third of a short lifetime keeps the warning from covering most of it.
 */
export function warningSeconds(ttlSeconds: number): number {
  return Math.min(60, Math.max(20, Math.floor(ttlSeconds / 3)));
}
