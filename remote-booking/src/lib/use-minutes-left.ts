import { useEffect, useState } from 'react';

/**
 * Whole minutes (rounded up) until `until`, refreshed every 15 s; 0 once it has passed, null
 * without a deadline. What a "pay by 18:42 (12 min left)" line counts down with.
 */
export function useMinutesLeft(until: string | null): number | null {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (until === null) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, [until]);
  if (until === null) return null;
  return Math.max(0, Math.ceil((new Date(until).getTime() - now) / 60_000));
}
