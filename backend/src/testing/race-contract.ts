import assert from 'node:assert/strict';
import { DATABASE_BUSY_RETRY_AFTER_SECONDS } from '../plugins/error-handler.js';

/** One answer of a race, whichever way it was sent (inject or HTTP). */
export type RaceAnswer = { status: number; body: unknown; retryAfter: string | null | undefined };

/**
 * The load-shedding contract of a race for one thing (docs/decisions, load shedding): exactly
 * `winners` × 201; every loser either 409 CONFLICT (decided) or, when no pooled connection came
 * within the wait, 503 SERVICE_BUSY with Retry-After (shed, not decided: asking again is safe);
 * nothing else. Answers the tally, 503s included, for the test log.
 */
export function assertRaceContract(answers: readonly RaceAnswer[], winners = 1): Record<number, number> {
  const tally: Record<number, number> = {};
  for (const answer of answers) tally[answer.status] = (tally[answer.status] ?? 0) + 1;
  assert.equal(tally[201] ?? 0, winners, JSON.stringify(tally));
  assert.deepEqual(
    Object.keys(tally).filter((status) => !['201', '409', '503'].includes(status)),
    [],
    `only 201, 409 and 503: ${JSON.stringify(tally)}`,
  );
  for (const answer of answers) {
    if (answer.status === 409) assert.equal((answer.body as { code?: unknown }).code, 'CONFLICT');
    if (answer.status === 503) {
      assert.equal((answer.body as { code?: unknown }).code, 'SERVICE_BUSY');
      assert.equal(answer.retryAfter, String(DATABASE_BUSY_RETRY_AFTER_SECONDS));
    }
  }
  return tally;
}
