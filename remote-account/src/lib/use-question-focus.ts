import { useCallback, useRef } from 'react';

/**
 * Focus for an inline "are you sure?" question: it takes focus when it mounts (also when its
 * code arrives after the click), and `returnFocus` gives it back to the button that opened it
 * once the question goes away (after cancelling).
 */
export function useQuestionFocus() {
  const questionRef = useCallback((question: HTMLDivElement | null) => question?.focus(), []);
  const openerRef = useRef<HTMLButtonElement>(null);
  const returnFocus = () => requestAnimationFrame(() => openerRef.current?.focus());
  return { questionRef, openerRef, returnFocus };
}
