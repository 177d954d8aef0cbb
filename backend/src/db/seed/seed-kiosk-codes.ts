import type { DbOrTx } from '../database.js';
import { kioskCodes } from '../schema/index.js';
import { demoKioskCode, hashKioskCode } from '../../modules/check-in/kiosk-code.js';

/**
 * The demo venues' published kiosk codes (`DEMO-KIOSK-<venue id>`, listed in the README), for
 * venues without a code yet: a code staff rotated stays. Refused anyway in production.
 */
export async function seedDemoKioskCodes(db: DbOrTx, venueIds: number[], now: Date): Promise<void> {
  if (venueIds.length === 0) return;
  await db
    .insert(kioskCodes)
    .values(venueIds.map((venueId) => ({ venueId, codeHash: hashKioskCode(demoKioskCode(venueId)), rotatedAt: now })))
    .onConflictDoNothing();
}
