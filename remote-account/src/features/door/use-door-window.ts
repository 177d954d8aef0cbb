import useSWR from 'swr';
import { doorWindowKey, getDoorWindow } from '../../api/door';

/**
 * The door window in minutes: `undefined` while it loads, `null` when it could not be loaded
 * (the section then words the window without a number; opening the door does not need it).
 */
export function useDoorWindow(): number | null | undefined {
  const { data, error } = useSWR(doorWindowKey(), () => getDoorWindow());
  return error === undefined ? data : null;
}
