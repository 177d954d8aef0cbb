import { useEffect, useState } from 'react';
import { getDoorWindow } from '../../api/door';

/**
 * The door window in minutes: `undefined` while it loads, `null` when it could not be loaded
 * (the section then words the window without a number; opening the door does not need it).
 */
export function useDoorWindow(): number | null | undefined {
  const [minutes, setMinutes] = useState<number | null | undefined>(undefined);
  useEffect(() => {
    const controller = new AbortController();
    getDoorWindow(controller.signal).then(
      (value) => {
        if (!controller.signal.aborted) setMinutes(value);
      },
      () => {
        if (!controller.signal.aborted) setMinutes(null);
      },
    );
    return () => controller.abort();
  }, []);
  return minutes;
}
