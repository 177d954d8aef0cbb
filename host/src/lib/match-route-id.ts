// Not react-router's matchRoutes: the entry chunk needs to know which route a path opens before the
// router (in the shell's chunks) has arrived, to start downloading that route's remote at once
// (early-remote-start.ts, remoteRouteAt below); the shell's layout asks the same question. The route table's patterns use
// only static segments, `:param`, `:param?` and a trailing `*`, so a few lines do, and the tests
// check every route against the router's answer.
import { ROUTES, type RemoteName, type RouteId } from '@venue/routes';

/** react-router's ranking: a static segment outweighs a parameter, which outweighs a splat. */
const STATIC = 10;
const PARAM = 3;
const SPLAT = -2;

/** The score of `pattern` against `segments`, or null when it does not match. */
function score(pattern: readonly string[], segments: readonly string[]): number | null {
  const [head, ...rest] = pattern;
  if (head === undefined) return segments.length === 0 ? 0 : null;
  if (head === '*') return SPLAT;
  const [segment, ...remaining] = segments;
  if (head.startsWith(':') && head.endsWith('?')) {
    const withIt = segment === undefined ? null : score(rest, remaining);
    if (withIt !== null) return withIt + PARAM;
    return score(rest, segments);
  }
  if (segment === undefined) return null;
  const matched = head.startsWith(':') ? PARAM : head.toLowerCase() === segment.toLowerCase() ? STATIC : null;
  if (matched === null) return null;
  const tail = score(rest, remaining);
  return tail === null ? null : tail + matched;
}

const split = (path: string) => path.split('/').filter(Boolean);

/** The route table entry a path belongs to, ranked as the router ranks it; null for unknown paths. */
export function matchRouteId(pathname: string): RouteId | null {
  const segments = split(pathname);
  let best: { id: RouteId; score: number } | undefined;
  for (const id of Object.keys(ROUTES) as RouteId[]) {
    const result = score(split(ROUTES[id].path), segments);
    if (result !== null && (best === undefined || result > best.score)) best = { id, score: result };
  }
  return best?.id ?? null;
}

/** A path segment decoded, or as it is where it is not valid percent-encoding (`%E0`): never a throw in the entry. */
function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The parameters `pathname` gives the route `routeKey` (which it matches): `:name` and `:name?`
 * segments by name, the rest of the path after a trailing `*` as `*`, as react-router names them.
 * By position: the route table's optional parameters come last (the tests check every route).
 */
export function routeParams(routeKey: RouteId, pathname: string): Record<string, string> {
  const params: Record<string, string> = {};
  const segments = split(pathname);
  for (const [index, part] of split(ROUTES[routeKey].path).entries()) {
    if (part === '*') params['*'] = segments.slice(index).join('/');
    else if (part.startsWith(':') && segments[index] !== undefined) params[part.replace(/^:|\?$/g, '')] = decoded(segments[index]);
  }
  return params;
}

/**
 * The remote route `pathname` opens and its remote, unless the visitor would not see it: a
 * host page, no route, or a signed-in route without a session (the guard sends them to /login).
 * Asked twice: by the entry, to preload the remote, and by bootstrap, to start loading it.
 */
export function remoteRouteAt(pathname: string, signedIn: () => boolean): { remote: RemoteName; routeKey: RouteId } | null {
  const routeKey = matchRouteId(pathname);
  if (routeKey === null) return null;
  const route = ROUTES[routeKey];
  if (route.owner === 'host') return null;
  if (route.access === 'auth' && !signedIn()) return null;
  return { remote: route.owner, routeKey };
}
