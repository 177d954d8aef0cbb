import { useEffect, useRef } from 'react';

/**
 * Focus for an inline "are you sure?" question: it takes focus when it opens, and `returnFocus`
 * gives it back to the button that opened it once the question goes away (after cancelling).
 */
export function useQuestionFocus(open: boolean) {
  const questionRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (open) questionRef.current?.focus();
  }, [open]);
  const returnFocus = () => requestAnimationFrame(() => openerRef.current?.focus());
  return { questionRef, openerRef, returnFocus };
}
