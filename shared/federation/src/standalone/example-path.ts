/**
 * A clickable example of a route pattern for the standalone index: parameters become `1`,
 * optional parameters and splats are dropped (`/reservation/:venueId/*` → `/reservation/1`).
 */
export function examplePath(pattern: string): string {
  const segments = pattern
    .split('/')
    .filter((segment) => segment !== '*' && !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') ? '1' : segment));
  return segments.join('/') || '/';
}
