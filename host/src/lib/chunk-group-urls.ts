// In the entry chunk. `__webpack_require__` is webpack's own runtime, which the build gives every
// module; `chunkGroups` is filled by ChunkGroupUrlsPlugin (webpack.config.ts names the groups).
declare const __webpack_require__:
  | { readonly chunkGroups?: Readonly<Record<string, readonly (string | number)[]>>; readonly p: string; u(id: string | number): string }
  | undefined;

/** The script URLs of a chunk group the build told the entry about; none outside a webpack build. */
export function chunkGroupUrls(name: string, base: string = document.baseURI): string[] {
  if (typeof __webpack_require__ === 'undefined') return [];
  const runtime = __webpack_require__;
  return (runtime.chunkGroups?.[name] ?? []).map((id) => new URL(runtime.p + runtime.u(id), base).href);
}
