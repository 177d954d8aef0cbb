import { useEffect, useState } from 'react';

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

function secondsUntil(deadline: number | null): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/** Whole seconds until an epoch-ms deadline, re-rendering as it ticks down to 0 (0 for none). */
export function useSecondsLeft(deadline: number | null): number {
  const [, setTick] = useState(0);

  useEffect(() => {
    if (deadline === null || deadline <= Date.now()) return undefined;
    // Several ticks a second keep the display within a fraction of a second of the clock.
    const timer = setInterval(() => {
      setTick((tick) => tick + 1);
      if (deadline <= Date.now()) clearInterval(timer);
    }, 250);
    return () => clearInterval(timer);
  }, [deadline]);

  return secondsUntil(deadline);
}
