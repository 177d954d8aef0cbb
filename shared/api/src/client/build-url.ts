export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Readonly<Record<string, QueryValue | readonly QueryValue[]>>;

/** Joins base and path (with or without a leading slash) and appends the defined query values. */
export function buildUrl(base: string, path: string, query?: QueryParams): string {
  const url = `${base}/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    for (const item of values) {
      if (item !== null && item !== undefined) search.append(name, String(item));
    }
  }
  const encoded = search.toString();
  return encoded ? `${url}?${encoded}` : url;
}
