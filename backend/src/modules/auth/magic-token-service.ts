import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database.js';
import { magicTokens } from '../../db/schema/index.js';
import { addSeconds } from '../../lib/clock.js';
import { randomToken, sha256 } from '../../lib/crypto.js';

export const MAGIC_TOKEN_TTL_SECONDS = 15 * 60;

/** Why a link was issued; recorded for audits (e-mail sign-in, pay-by-link). */
export type MagicTokenPurpose = 'email_login' | 'pay_by_link';

/** Creates a single-use sign-in token valid for 15 minutes; only its hash is stored. */
export async function issueMagicToken(
  db: DbOrTx,
  input: { userId: number; purpose: MagicTokenPurpose; now: Date },
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomToken();
  const expiresAt = addSeconds(input.now, MAGIC_TOKEN_TTL_SECONDS);
  await db
    .insert(magicTokens)
    .values({ userId: input.userId, tokenHash: sha256(token), purpose: input.purpose, createdAt: input.now, expiresAt });
  return { token, expiresAt };
}

/** Marks the token used and returns its user, in one statement so two redemptions cannot both win. */
export async function redeemMagicToken(db: DbOrTx, token: string, now: Date): Promise<number | null> {
  const [row] = await db
    .update(magicTokens)
    .set({ usedAt: now })
    .where(and(eq(magicTokens.tokenHash, sha256(token)), isNull(magicTokens.usedAt), gt(magicTokens.expiresAt, now)))
    .returning({ userId: magicTokens.userId });
  return row?.userId ?? null;
}
