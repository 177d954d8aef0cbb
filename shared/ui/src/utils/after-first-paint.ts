/**
 * Runs work once the page has painted and the main thread is idle, so work that can wait
 * (monitoring, analytics, the web font) never delays a render. Falls back to a timeout where
 * requestIdleCallback is missing (Safari).
 */
export function afterFirstPaint(work: () => void, win: Window = window): void {
  win.requestAnimationFrame(() => {
    if (typeof win.requestIdleCallback === 'function') win.requestIdleCallback(() => work(), { timeout: 3000 });
    else win.setTimeout(work, 1);
  });
}
