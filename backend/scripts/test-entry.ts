/**
 * Loads every test file named in TEST_FILES into this one process. Node 20 cannot run test files
 * without a process each, and starting tsx, Fastify, Drizzle and PGlite's WASM ~15 times costs
 * more than the tests themselves. Each file still opens a database of its own.
 */
const files = JSON.parse(process.env.TEST_FILES ?? '[]') as string[];
if (files.length === 0) throw new Error('TEST_FILES names no test files');
for (const file of files) require(file);
