/** "14:05" for 845 seconds: minutes and seconds left to pay, never negative. */
export function formatTimeLeft(seconds: number): string {
  const safe = Math.max(0, Math.floor(seconds));
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
