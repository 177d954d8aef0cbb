/**
 * How long the API fuzz suite runs. Inside `npm test` it is bounded (the backend suite runs on
 * both engines); `npm run fuzz:api` runs longer. API_FUZZ_SECONDS, API_FUZZ_SEED and
 * API_FUZZ_CASES (stop after exactly that many, to replay a seed) override.
 */
export const FUZZ_SECONDS_IN_TESTS = { pglite: 20, postgres: 10 } as const;
export const FUZZ_SECONDS_LONG_RUN = 300;
/**
 * `npm test` replays one fixed seed, so a green run stays green on the next clean clone and a
 * finding there is reproducible at once; exploring new seeds is the long run's job.
 */
export const FUZZ_SEED_IN_TESTS = 20261125;

export type FuzzBudget = { seconds: number; seed: number; cases?: number };

function positive(text: string | undefined): number | undefined {
  const value = Number(text);
  return text && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function fuzzBudget(env: NodeJS.ProcessEnv, engine: keyof typeof FUZZ_SECONDS_IN_TESTS | 'long'): FuzzBudget {
  const seedText = env.API_FUZZ_SEED;
  const fallbackSeed = engine === 'long' ? (Date.now() ^ (process.pid << 16)) | 0 : FUZZ_SEED_IN_TESTS;
  const seed = seedText && /^-?\d+$/.test(seedText) ? Number(seedText) | 0 : fallbackSeed;
  const cases = positive(env.API_FUZZ_CASES);
  const seconds =
    positive(env.API_FUZZ_SECONDS) ?? (cases ? 3600 : engine === 'long' ? FUZZ_SECONDS_LONG_RUN : FUZZ_SECONDS_IN_TESTS[engine]);
  return { seconds, seed, ...(cases ? { cases } : {}) };
}
