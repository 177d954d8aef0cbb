import { useEffect, useRef } from 'react';

/** A keyboard-wedge scanner types a whole code in well under this; a person pauses longer between keys. */
export const WEDGE_KEY_GAP_MS = 80;
/** Shorter bursts ending in Enter are not codes (a stray key, a person pressing Enter). */
const MIN_CODE_LENGTH = 8;

const isField = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * Codes a USB or Bluetooth scanner types while no field has focus (after a tap elsewhere on the
 * kiosk): keys are buffered at the document while they come fast, and Enter hands the buffer
 * over. Keys aimed at a field are the field's (its own form submits on Enter).
 */
export function useWedgeScanner(onCode: (code: string) => void, enabled: boolean): void {
  const handler = useRef(onCode);
  // The latest callback, without restarting the listener (or the camera) when it changes.
  useEffect(() => {
    handler.current = onCode;
  }, [onCode]);

  useEffect(() => {
    if (!enabled) return undefined;
    let buffer = '';
    let lastKeyAt = 0;
    const onKeyDown = (event: KeyboardEvent) => {
      if (isField(event.target) || event.ctrlKey || event.metaKey || event.altKey) return;
      // When the key was pressed, not when this handler got to it: a busy page handles a burst of
      // queued keys late and all at once, and the scanner's timing must not depend on that.
      const now = event.timeStamp;
      if (now - lastKeyAt > WEDGE_KEY_GAP_MS) buffer = '';
      lastKeyAt = now;
      if (event.key === 'Enter') {
        const code = buffer;
        buffer = '';
        if (code.length >= MIN_CODE_LENGTH) {
          event.preventDefault();
          handler.current(code);
        }
        return;
      }
      if (event.key.length === 1) buffer += event.key;
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [enabled]);
}
