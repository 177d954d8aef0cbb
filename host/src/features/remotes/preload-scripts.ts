/**
 * Starts downloading scripts the page is about to run, without running them. Plain
 * `preload as=script` with no `crossorigin`, like the script tags webpack and the federation
 * runtime insert (no `output.crossOriginLoading`), so the browser reuses the response
 * instead of fetching twice. Best-effort: a missing head or a DOM error only costs the head start.
 */
export function preloadScripts(document: Document, urls: readonly string[]): void {
  try {
    const present = new Set(
      Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]'), (link) => link.href),
    );
    for (const url of urls) {
      if (present.has(url)) continue;
      const link = document.createElement('link');
      link.rel = 'preload';
      // An attribute rather than the `as` property, which not every DOM implements.
      link.setAttribute('as', 'script');
      link.href = url;
      document.head.appendChild(link);
      present.add(url);
    }
  } catch {
    // The scripts are then fetched when they run, as without preloading.
  }
}
