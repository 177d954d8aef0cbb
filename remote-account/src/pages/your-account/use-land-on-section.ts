import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * Arriving at the page with a hash naming a section (e.g. `/your-account#billing`, linked from the
 * booking flow) lands on it: scrolled into view, focus on its heading. The browser's own jump
 * can't do it: the page mounts after the remote loads, when the browser has already given up.
 * `settled` turns true once the content above the sections stops changing height; the page is
 * scrolled again then (unless the user has moved on), so a list loading above doesn't push the
 * section away.
 */
export function useLandOnSection(sectionIds: readonly string[], settled: boolean): void {
  const { hash, key } = useLocation();
  const target = sectionIds.find((id) => `#${id}` === safeDecode(hash));

  useEffect(() => {
    if (!target) return;
    const heading = document.getElementById(`${target}-heading`);
    if (!heading) return;
    heading.focus({ preventScroll: true });
    scrollToSection(target);
    // A new navigation (key), even to the same hash, lands again.
  }, [target, key]);

  useEffect(() => {
    if (!target || !settled) return;
    if (document.activeElement === document.getElementById(`${target}-heading`)) scrollToSection(target);
  }, [target, settled]);
}

function scrollToSection(id: string): void {
  // Optional call: jsdom has no scrollIntoView.
  document.getElementById(id)?.scrollIntoView?.({ block: 'start' });
}

function safeDecode(hash: string): string {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
}
