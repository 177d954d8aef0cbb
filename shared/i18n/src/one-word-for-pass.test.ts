import { readdirSync } from 'node:fs';
import path from 'node:path';

// The product is sold as "passes" in English and "абонементи" in Ukrainian (issue 26: one word a
// player reads, whatever the screen). Code and API names keep `carnet`; only the strings are checked,
// in every app's and package's string files, found on disk so a new one is covered without a listing.
const REPO = path.resolve(__dirname, '../../..');
const SKIPPED = new Set(['node_modules', 'dist', '.git', '.tools', 'e2e', 'backend', 'test-results']);

function stringFiles(dir: string, name: string, into: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory() && !SKIPPED.has(entry.name) && !entry.name.startsWith('.')) stringFiles(path.join(dir, entry.name), name, into);
    else if (entry.isFile() && entry.name === name) into.push(path.join(dir, entry.name));
  }
  return into;
}

function strings(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree === 'string') return [[prefix, tree]];
  if (tree === null || typeof tree !== 'object') return [];
  return Object.entries(tree).flatMap(([key, value]) => strings(value, prefix ? `${prefix}.${key}` : key));
}

/** `{{carnet}}` is a variable's name, not text a player reads. */
const says = (word: RegExp, text: string) => word.test(text.replace(/\{\{[^}]*\}\}/g, ''));

/** Every string of the language's files that says `word`, as `file: key = text`. */
async function offending(file: string, word: RegExp): Promise<string[]> {
  const found: string[] = [];
  for (const fileName of stringFiles(REPO, file)) {
    const loaded = (await import(fileName)) as { default?: unknown };
    for (const [key, text] of strings(loaded.default)) {
      if (says(word, text)) found.push(`${path.relative(REPO, fileName)}: ${key} = ${text}`);
    }
  }
  return found;
}

describe('one word for a pass', () => {
  it('finds the string files of every app and package', () => {
    const files = stringFiles(REPO, 'en.ts').map((file) => path.relative(REPO, file).split(path.sep)[0]);
    expect(new Set(files)).toEqual(
      new Set(['host', 'remote-account', 'remote-booking', 'remote-kiosk', 'remote-trainer', 'remote-wallet', 'shared']),
    );
  });

  it('English says "pass", never "carnet"', async () => {
    expect(await offending('en.ts', /carnet/i)).toEqual([]);
  });

  it('Ukrainian says "абонемент", never "карнет", "перепустка" or "квиток"', async () => {
    expect(await offending('uk.ts', /карнет|перепустк|квит(ок|к)/i)).toEqual([]);
  });

  it('can fail: a string with the other word is found', () => {
    const flagged = strings({ a: { b: 'Buy a carnet' }, c: '{{carnet}} from the pass' }).filter(([, text]) => says(/carnet/i, text));
    expect(flagged).toEqual([['a.b', 'Buy a carnet']]);
  });
});
