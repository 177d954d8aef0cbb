#!/usr/bin/env node
// `npm run typecheck`: the whole workspace in three TypeScript programs (see lib/typecheck.mjs).
import { typecheckWorkspace } from './lib/typecheck.mjs';

const { ok, failed } = await typecheckWorkspace();
if (!ok) console.error(`[typecheck] errors in ${failed.join(', ')}`);
process.exitCode = ok ? 0 : 1;
