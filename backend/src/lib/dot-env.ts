import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { packageRoot } from './package-root.js';

/** Reads `backend/.env` when present; variables already set in the environment win. */
export function loadDotEnv(env: NodeJS.ProcessEnv = process.env): void {
  const file = path.join(packageRoot(), '.env');
  if (!existsSync(file)) return;
  for (const [key, value] of Object.entries(parseEnv(readFileSync(file, 'utf8')))) {
    if (env[key] === undefined && value !== undefined) env[key] = value;
  }
}
