/** Whether the runtime config names a remote by its manifest (else by its `remoteEntry.js`). */
export function isManifestUrl(entry: string): boolean {
  try {
    return new URL(entry).pathname.endsWith('.json');
  } catch {
    return false;
  }
}
