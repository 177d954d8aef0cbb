import type { RemoteName, RouteIdOf } from './route-table';

/**
 * A GET the first view of a page sends without a session, declared by the remote that owns the
 * page so the host's entry can send it before any of the remote's code has run (decision 036).
 * `url` is under the runtime config's `apiUrl`, e.g. `marketplace/venue/{venueId}`; each `{name}`
 * is the route's parameter of that name, else the address's query parameter, and the request is
 * left out when one is missing. Written exactly as the page's own request builds it (the same
 * query order), or the page cannot take the answer and asks again. `when` names route
 * parameters that must have these values (`{ '*': 'courts' }`: the venue page's courts tab).
 */
export interface FirstRequest {
  readonly url: string;
  readonly when?: Readonly<Record<string, string>>;
}

/** A remote's first requests by route key; the build writes them into its manifest. */
export type FirstRequests<R extends RemoteName = RemoteName> = Readonly<Partial<Record<RouteIdOf<R>, readonly FirstRequest[]>>>;

/**
 * The URLs of `requests` for one address: `params` are the route's, `search` the address's query.
 * Small on purpose: the host's entry chunk runs it.
 */
export function firstRequestUrls(
  requests: readonly FirstRequest[],
  apiUrl: string,
  params: Readonly<Record<string, string | undefined>>,
  search: URLSearchParams,
): string[] {
  return requests.flatMap(({ url, when = {} }) => {
    if (Object.entries(when).some(([name, value]) => params[name] !== value)) return [];
    let missing = false;
    const filled = url.replace(/\{([^}]+)\}/g, (_, name: string) => {
      const value = params[name] ?? search.get(name);
      if (value === null || value === undefined || value === '') missing = true;
      return encodeURIComponent(value ?? '');
    });
    return missing ? [] : [`${apiUrl}/${filled}`];
  });
}
