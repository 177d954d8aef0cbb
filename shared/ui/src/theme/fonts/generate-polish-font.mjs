#!/usr/bin/env node
// Writes inter-polish-wght-normal.woff2 beside this file: the Polish letters of Inter Variable's
// latin-ext subset (@fontsource-variable/inter), so a Polish page fetches this small file instead
// of all of latin-ext. Run it again after upgrading @fontsource-variable/inter:
//   node shared/ui/src/theme/fonts/generate-polish-font.mjs
// subset-font (harfbuzz's hb-subset) keeps every variation axis when `variationAxes` is not
// given, so the file stays variable (wght 100–900) like the others.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** Ą ą Ć ć Ę ę Ł ł Ń ń Ś ś Ź ź Ż ż; Ó ó are in latin. Keep in step with POLISH_CODE_POINTS in font-faces.ts. */
export const POLISH_LETTERS = 'ĄąĆćĘęŁłŃńŚśŹźŻż';

const here = dirname(fileURLToPath(import.meta.url));
const require = createRequire(import.meta.url);
const source = require.resolve('@fontsource-variable/inter/files/inter-latin-ext-wght-normal.woff2');
const target = join(here, 'inter-polish-wght-normal.woff2');

const subset = await subsetFont(readFileSync(source), POLISH_LETTERS, { targetFormat: 'woff2' });
writeFileSync(target, subset);
console.log(`${target}: ${subset.length} bytes (from ${readFileSync(source).length})`);
