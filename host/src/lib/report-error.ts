type Reporter = (error: unknown, context: Record<string, string>) => void;

let reporter: Reporter | null = null;

/** Installed by monitoring once it has started; until then errors only reach the console. */
export function setErrorReporter(next: Reporter | null): void {
  reporter = next;
}

/** Reports an error the app caught itself (error boundaries, failed remote loads). */
export function reportError(error: unknown, context: Record<string, string>): void {
  if (reporter) reporter(error, context);
  else console.error(error, context);
}
