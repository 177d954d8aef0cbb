import { useEffect, useState } from 'react';

function secondsUntil(deadline: number | null): number {
  return deadline === null ? 0 : Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
}

/**
 * Whole seconds until an epoch-ms deadline, re-rendering as it ticks down to 0 (0 for no
 * deadline). Computed during render, so a new deadline is right on its very first render.
 */
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
