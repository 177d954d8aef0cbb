import { eq } from 'drizzle-orm';
import type { WalletEntryType } from '../schema/index.js';
import { walletEntries, withdrawals } from '../schema/index.js';
import type { Tx } from '../database.js';
import { demoUserId } from './demo-user.js';
import { ledgerEventKey } from '../../modules/wallet/ledger-events.js';
import { postToLedger } from '../../modules/wallet/wallet-service.js';

/** The README's example number: whoever signs in with it on a fresh start finds a wallet history. */
export const DEMO_PLAYER_PHONE = '+48500600700';

/** The demo player's confirmed address (demo-user.ts). */
export const DEMO_PLAYER_EMAIL = 'anna.demo@example.com';

const DAY_MS = 86_400_000;

type DemoEntry = { type: WalletEntryType; available: number; frozen?: number; daysAgo: number; description: string; venue?: boolean };

/**
 * Every entry type of the spec, with balances that add up: 200 zł in, 80 zł and a 1,50 zł fee out
 * for a booking, 60 zł back for a cancellation, 5 zł goodwill, a 50 zł withdrawal paid out and one of
 * 10,13 zł refused by the bank and unfrozen: 133,50 zł available, nothing frozen.
 */
const ENTRIES: readonly DemoEntry[] = [
  { type: 'deposit', available: 20_000, daysAgo: 30, description: 'Wpłata (demo)' },
  { type: 'settlement', available: -8000, daysAgo: 28, description: 'Opłata za rezerwację (demo)', venue: true },
  { type: 'service_fee', available: -150, daysAgo: 28, description: 'Opłata serwisowa (demo)' },
  { type: 'refund_cancellation', available: 6000, daysAgo: 20, description: 'Zwrot: anulowanie w terminie (demo)', venue: true },
  { type: 'manual_adjustment', available: 500, daysAgo: 15, description: 'Korekta obsługi klienta (demo)' },
];

/**
 * The demo player and their wallet, once: nothing is added when the player has any entry already
 * (a real history grows on top of the demo one). Local runs only, like all demo data.
 */
export async function seedDemoWallet(tx: Tx, venueId: number | null, now: Date): Promise<void> {
  const ago = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const playerId = await demoUserId(tx, {
    phone: DEMO_PLAYER_PHONE,
    firstName: 'Anna',
    lastName: 'Demo',
    email: DEMO_PLAYER_EMAIL,
    createdAt: ago(31),
  });
  const [existing] = await tx.select({ id: walletEntries.id }).from(walletEntries).where(eq(walletEntries.userId, playerId)).limit(1);
  if (existing) return;

  for (const [index, entry] of ENTRIES.entries()) {
    await postToLedger(tx, {
      userId: playerId,
      type: entry.type,
      availableDelta: entry.available,
      frozenDelta: entry.frozen ?? 0,
      description: entry.description,
      venueId: entry.venue ? venueId : null,
      idempotencyKey: `demo:${playerId}:${index}`,
      now: ago(entry.daysAgo),
    });
  }

  const base = { userId: playerId, iban: 'PL61109010140000071219812874', accountOwner: 'Anna Demo', language: 'pl' as const };
  const [paid] = await tx
    .insert(withdrawals)
    .values({
      ...base,
      amount: 5000,
      state: 'paid_out',
      createdAt: ago(12),
      expiresAt: new Date(ago(12).getTime() + 300_000),
      confirmedAt: new Date(ago(12).getTime() + 60_000),
      expectedArrivalDate: ago(11).toISOString().slice(0, 10),
      paidOutAt: ago(12),
      payoutReference: 'sandbox-demo',
    })
    .returning({ id: withdrawals.id });
  const [failed] = await tx
    .insert(withdrawals)
    .values({
      ...base,
      amount: 1013,
      state: 'failed',
      createdAt: ago(8),
      expiresAt: new Date(ago(8).getTime() + 300_000),
      confirmedAt: new Date(ago(8).getTime() + 60_000),
      expectedArrivalDate: ago(7).toISOString().slice(0, 10),
      failedAt: ago(8),
      failureReason: 'payout_rejected',
    })
    .returning({ id: withdrawals.id });
  if (!paid || !failed) return;
  const moves = [
    {
      type: 'freeze',
      available: -5000,
      frozen: 5000,
      at: ago(12),
      key: ledgerEventKey.withdrawalFreeze(paid.id),
      text: 'Blokada środków: wniosek o wypłatę',
    },
    {
      type: 'withdrawal',
      available: 0,
      frozen: -5000,
      at: ago(12),
      key: ledgerEventKey.withdrawalPayout(paid.id),
      text: 'Wypłata na rachunek 2874',
    },
    {
      type: 'freeze',
      available: -1013,
      frozen: 1013,
      at: ago(8),
      key: ledgerEventKey.withdrawalFreeze(failed.id),
      text: 'Blokada środków: wniosek o wypłatę',
    },
    {
      type: 'unfreeze',
      available: 1013,
      frozen: -1013,
      at: ago(8),
      key: ledgerEventKey.withdrawalUnfreeze(failed.id),
      text: 'Odblokowanie: wypłata nieudana',
    },
  ] as const;
  for (const move of moves) {
    await postToLedger(tx, {
      userId: playerId,
      type: move.type,
      availableDelta: move.available,
      frozenDelta: move.frozen,
      description: move.text,
      idempotencyKey: move.key,
      now: move.at,
    });
  }
}
