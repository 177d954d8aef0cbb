/**
 * One value per page, however many copies of this package the host and remotes bundle: a remote
 * that calls `toast.success` must reach the Toaster the host renders.
 */
export function globalSingleton<T>(key: string, create: () => T): T {
  const symbol = Symbol.for(`@venue/ui/${key}`);
  const registry = globalThis as unknown as Record<symbol, T | undefined>;
  const existing = registry[symbol];
  if (existing !== undefined) return existing;
  const created = create();
  registry[symbol] = created;
  return created;
}
