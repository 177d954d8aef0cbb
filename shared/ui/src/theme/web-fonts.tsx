import { useEffect, useState } from 'react';
import { afterFirstPaint } from '../utils/after-first-paint';
import { FontFaces } from './font-faces';

/** The page counts as shown once its DOM has not changed for this long and nothing is loading. */
const QUIET_MS = 200;
/** The longest the font waits once `after` has settled, whatever the page does. */
const MAX_WAIT_MS = 5000;

/**
 * The web font's @font-face rules, added at once or, given `after`, once it has settled and the
 * page shows its content: its DOM quiet for a moment, no loading placeholder left (the kit's
 * skeletons are `aria-busy`), the browser idle. Until then text is drawn in the metric-matched
 * fallback (font-metrics.ts), so the font's files (latin alone is 47 KB) do not share a slow
 * network with the first view's code and data (decision 034).
 */
export function WebFonts({ after }: { readonly after?: Promise<unknown> }) {
  const [added, setAdded] = useState(after === undefined);
  useEffect(() => {
    if (after === undefined) return undefined;
    let live = true;
    let timer: number | undefined;
    let deadline = Infinity;
    const add = () => {
      observer.disconnect();
      if (live) setAdded(true);
    };
    const look = () => {
      if (Date.now() >= deadline || !document.querySelector('[aria-busy="true"]')) add();
      else waitForQuiet();
    };
    // Each change to the page starts the wait again.
    const waitForQuiet = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => afterFirstPaint(look), QUIET_MS);
    };
    const observer = new MutationObserver(waitForQuiet);
    const start = () => {
      if (!live) return;
      deadline = Date.now() + MAX_WAIT_MS;
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      waitForQuiet();
    };
    after.then(start, start);
    return () => {
      live = false;
      observer.disconnect();
      window.clearTimeout(timer);
    };
  }, [after]);
  return added ? <FontFaces /> : null;
}
