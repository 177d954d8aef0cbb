import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { REMOTE_ROUTE_CHUNK } from './remote-route-chunk';

const SOURCE = join(__dirname, '..', '..');

/** The host's source files that name a chunk in an import() comment, with the names. */
function chunkNames(): [string, string][] {
  const found: [string, string][] = [];
  for (const entry of readdirSync(SOURCE, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name)) continue;
    const path = join(entry.parentPath, entry.name);
    for (const match of readFileSync(path, 'utf8').matchAll(/webpackChunkName: "([^"]+)"/g)) {
      found.push([relative(SOURCE, path), match[1] ?? '']);
    }
  }
  return found;
}

it('names the remote-route chunk in one import(), with the name the entry and the build read', () => {
  const importers = chunkNames().filter(([, name]) => name === REMOTE_ROUTE_CHUNK);
  expect(importers).toEqual([['features/remotes/load-remote-route-code.ts', REMOTE_ROUTE_CHUNK]]);
});
