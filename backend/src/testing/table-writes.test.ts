import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { findTableWrites, moduleOf, ownershipViolations } from './table-writes.js';

/** A service of another module writing all four owned tables, each in a different way. */
const VIOLATING = `import { sql } from 'drizzle-orm';
import { payments, reservations, reservationSeries as series, walletEntries } from '../../db/schema/index.js';

export async function sneak(tx: Tx) {
  await tx
    .insert(reservations)
    .values(row);
  await tx.insert(series).values({ userId: 1, createdAt: now });
  await tx.update( payments ).set({ status: 'VOIDED' });
  await tx.delete(walletEntries);
  await tx.execute(sql\`update \${payments} set status = 'SUCCESS'\`);
  await tx.execute(sql\`DELETE FROM "wallet_entries" WHERE id = 1\`);
  await tx.execute(sql\`insert into reservation_series (user_id) values (1)\`);
}
`;

/** Reads, comments and other tables only. */
const CLEAN = `import { payments, reservations, jobs } from '../../db/schema/index.js';

// Only the owner may .insert(reservations); INSERT INTO reservations is its job.
/* tx.update(payments) would be a violation here */
export async function read(tx: Tx) {
  await tx.select().from(reservations).where(eq(reservations.id, 1));
  await tx.update(jobs).set({ doneAt: now });
  await tx.insert(reservationsArchive).values(row);
  hash.update(paymentsText);
  return tx.select({ id: payments.id }).from(payments);
}
`;

describe('table write scanner', () => {
  it('finds Drizzle and SQL writes of owned tables, aliases and line breaks included', () => {
    assert.deepEqual(
      findTableWrites(VIOLATING).map((write) => [write.line, write.table]),
      [
        [6, 'reservations'],
        [8, 'reservation_series'],
        [9, 'payments'],
        [10, 'wallet_entries'],
        [11, 'payments'],
        [12, 'wallet_entries'],
        [13, 'reservation_series'],
      ],
    );
  });

  it('ignores reads, comments and tables nobody owns alone', () => {
    assert.deepEqual(findTableWrites(CLEAN), []);
  });

  it('names the module of a file', () => {
    assert.equal(moduleOf('src/modules/classes/class-signup-service.ts'), 'classes');
    assert.equal(moduleOf('/work/backend/src/modules/wallet/wallet-service.ts'), 'wallet');
    assert.equal(moduleOf('src/db/seed/seed-demo-wallet.ts'), null);
  });

  it('flags the writes outside the owning module only', () => {
    const outside = ownershipViolations([{ file: 'src/modules/classes/sneak.ts', source: VIOLATING }]);
    assert.equal(outside.length, 7);
    assert.deepEqual(outside[0], {
      file: 'src/modules/classes/sneak.ts',
      table: 'reservations',
      line: 6,
      statement: 'insert(reservations)',
      owner: 'reservations',
    });
    const seeds = ownershipViolations([{ file: 'src/db/seed/seed-sneak.ts', source: VIOLATING }]);
    assert.equal(seeds.length, 7, 'seeds go through the owners too');
    const owner = ownershipViolations([{ file: 'src/modules/reservations/x.ts', source: VIOLATING }]);
    assert.deepEqual(
      owner.map((write) => write.table),
      ['payments', 'wallet_entries', 'payments', 'wallet_entries'],
    );
  });
});
