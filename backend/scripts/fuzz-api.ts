/**
 * `npm run fuzz:api`: the API fuzz suite for longer than `npm test` allows (default 300 s), on
 * in-memory PGlite, or on a fresh database of TEST_DATABASE_URL's PostgreSQL server when set.
 *   API_FUZZ_SECONDS=600 API_FUZZ_SEED=123 npm run fuzz:api
 *   API_FUZZ_SEED=123 API_FUZZ_CASES=4711 npm run fuzz:api   # replays a reported run exactly
 * Prints one summary line, the statuses per operation and every finding; exits 1 on a finding.
 */
import { describeFinding, fuzzApi, fuzzSummary } from '../src/testing/api-fuzz.js';
import { prepareFuzzTarget } from '../src/testing/api-fuzz-setup.js';
import { fuzzBudget } from '../src/testing/fuzz-budget.js';
import { createTestDatabase, testDatabaseKind } from '../src/testing/test-database.js';

async function main(): Promise<number> {
  const budget = fuzzBudget(process.env, 'long');
  const engine = testDatabaseKind();
  console.log(`API fuzz on ${engine}: up to ${budget.seconds} s${budget.cases ? ` or ${budget.cases} cases` : ''}, seed ${budget.seed}`);
  const database = await createTestDatabase();
  const target = await prepareFuzzTarget(database);
  try {
    const stats = await fuzzApi({
      ...target,
      seed: budget.seed,
      timeLimitMs: budget.seconds * 1000,
      ...(budget.cases ? { maxCases: budget.cases } : {}),
    });
    for (const [operation, statuses] of Object.entries(stats.byOperation)) {
      const counts = Object.entries(statuses).map(([status, count]) => `${status}×${count}`);
      console.log(`  ${operation.padEnd(64)} ${counts.join(' ')}`);
    }
    for (const finding of stats.findings) console.log(`FINDING ${describeFinding(finding)}`);
    console.log(fuzzSummary(stats, budget.seed, engine));
    if (stats.findings.length) console.log(`Replay: API_FUZZ_SEED=${budget.seed} API_FUZZ_CASES=${stats.cases} npm run fuzz:api`);
    return stats.findings.length ? 1 : 0;
  } finally {
    await target.app.close();
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
