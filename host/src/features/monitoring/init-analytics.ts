type ClarityQueue = ((...args: unknown[]) => void) & { q?: unknown[][] };

declare global {
  interface Window {
    clarity?: ClarityQueue;
  }
}

let started = false;

/**
 * Starts the behavioural-analytics tag (Microsoft Clarity) once per page. The queue stub
 * keeps calls made before the script arrives; the script origin is allowed by the CSP only
 * when the runtime config holds a key.
 */
export function initAnalytics(projectKey: string, doc: Document = document): boolean {
  if (started || !projectKey) return false;
  started = true;
  const win = doc.defaultView;
  if (win && !win.clarity) {
    const queue: ClarityQueue = (...args: unknown[]) => {
      (queue.q ??= []).push(args);
    };
    win.clarity = queue;
  }
  const script = doc.createElement('script');
  script.async = true;
  script.src = `https://www.clarity.ms/tag/${encodeURIComponent(projectKey)}`;
  doc.head.append(script);
  return true;
}
