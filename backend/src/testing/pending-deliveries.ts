/*
 * Work a test starts that finishes after its answer, such as the sandbox gateway's BLIK approval
 * (delivered on a later tick). The test database awaits it before emptying the tables for the next
 * test and before closing: on PostgreSQL a late write otherwise races the truncate (a flaky next
 * test) or the dropped database. One place, so no test has to remember `gateway.settled()`.
 */

const pending = new Set<() => Promise<void>>();

/** Registers something to await before the tables are emptied (e.g. a sandbox gateway's `settled`). */
export function awaitBeforeReset(settle: () => Promise<void>): void {
  pending.add(settle);
}

/** Resolves once every registered source has delivered what it started. */
export async function settlePendingDeliveries(): Promise<void> {
  for (const settle of pending) await settle();
}
