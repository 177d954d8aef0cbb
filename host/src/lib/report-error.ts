type Reporter = (error: unknown, context: Record<string, string>) => void;

/** Errors kept until monitoring starts; beyond this many only the count is kept (a crash loop must not grow the page). */
export const EARLY_ERROR_LIMIT = 20;

let reporter: Reporter | null = null;
const early: { error: unknown; context: Record<string, string> }[] = [];
let droppedEarly = 0;

/**
 * Installed by monitoring once it has started. Errors reported before that (the first render,
 * a failed remote load) were kept, and are sent now.
 */
export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
  if (!next) return;
  for (const { error, context } of early.splice(0)) next(error, { ...context, early: 'true' });
  if (droppedEarly > 0) next(new Error(`${droppedEarly} more errors before monitoring started were not kept`), { area: 'monitoring' });
  droppedEarly = 0;
}

/** Reports an error the app caught itself (error boundaries, failed remote loads). */
export function reportError(error: unknown, context: Record<string, string>): void {
  if (reporter) {
    reporter(error, context);
    return;
  }
  console.error(error, context);
  if (early.length < EARLY_ERROR_LIMIT) early.push({ error, context });
  else droppedEarly += 1;
}

/**
 * Keeps errors nobody caught (thrown outside React, rejected promises) while monitoring has not
 * started; once it has, its own global handlers take them, so these stand aside.
 */
export function keepUncaughtErrors(win: Window = window): void {
  win.addEventListener('error', (event) => {
    if (!reporter) reportError(event.error ?? event.message, { area: 'uncaught' });
  });
  win.addEventListener('unhandledrejection', (event) => {
    if (!reporter) reportError(event.reason, { area: 'unhandledrejection' });
  });
}
