import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { confirmationCodes, emailConfirmationTokens, magicTokens, sessions, users } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';
import { sha256 } from '../../lib/crypto.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { ENDED_SESSION_RETENTION_SECONDS, SPENT_MAGIC_TOKEN_RETENTION_SECONDS } from '../auth/session-retention.js';
import { userSubject } from '../confirmation-codes/code-service.js';
import { CODE_RETENTION_SECONDS } from '../confirmation-codes/code-retention.js';
import { SPENT_CONFIRMATION_RETENTION_SECONDS } from '../email/confirmation-retention.js';
import { confirmEmail } from '../email/email-confirmation-service.js';
import { scheduleHousekeeping } from './housekeeping.js';
import { runJobs } from './job-handlers.js';

const NOW = new Date('2030-06-01T10:20:00.000Z');
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const at = (offsetMs: number) => new Date(NOW.getTime() + offsetMs);
const EMAIL = 'kept@example.com';

describe('housekeeping: sessions, links and codes are deleted after their retention', () => {
  const ctx = useTestDatabase();

  async function createUser(): Promise<number> {
    const [user] = await ctx.database.db
      .insert(users)
      .values({ phoneNumber: '+48500000901', email: EMAIL, createdAt: at(-400 * 24 * HOUR), updatedAt: at(-400 * 24 * HOUR) })
      .returning({ id: users.id });
    if (!user) throw new Error('User row missing right after insert');
    return user.id;
  }

  async function runHousekeeping(): Promise<void> {
    await scheduleHousekeeping(ctx.database.db, NOW);
    assert.equal(await runJobs(ctx.database.db, NOW), 1);
  }

  it('keeps live sessions and those ended within 30 days, deletes the ones ended longer ago', async () => {
    const userId = await createUser();
    const retention = ENDED_SESSION_RETENTION_SECONDS * 1000;
    const session = (tokenHash: string, expiresAt: Date, revokedAt: Date | null = null) => ({
      userId,
      tokenHash,
      createdAt: at(-800 * 24 * HOUR),
      lastUsedAt: at(-MINUTE),
      expiresAt,
      revokedAt,
    });
    await ctx.database.db
      .insert(sessions)
      .values([
        session('live', at(365 * 24 * HOUR)),
        session('expired-inside', at(-retention + MINUTE)),
        session('expired-outside', at(-retention - MINUTE)),
        session('revoked-inside', at(365 * 24 * HOUR), at(-retention + MINUTE)),
        session('revoked-outside', at(365 * 24 * HOUR), at(-retention - MINUTE)),
      ]);

    await runHousekeeping();

    const kept = (await ctx.database.db.select({ tokenHash: sessions.tokenHash }).from(sessions)).map((row) => row.tokenHash).sort();
    assert.deepEqual(kept, ['expired-inside', 'live', 'revoked-inside']);
  });

  it('keeps unused links and those spent within a day, deletes the ones spent longer ago', async () => {
    const userId = await createUser();
    const retention = SPENT_MAGIC_TOKEN_RETENTION_SECONDS * 1000;
    // Links live 15 minutes; `usedAt` is when one was redeemed inside that window.
    const token = (tokenHash: string, createdAt: Date, usedAt: Date | null = null) => ({
      userId,
      tokenHash,
      purpose: 'email_login',
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 15 * MINUTE),
      usedAt,
    });
    await ctx.database.db.insert(magicTokens).values([
      token('live', at(-5 * MINUTE)),
      token('expired-inside', at(-retention + MINUTE - 15 * MINUTE)),
      token('expired-outside', at(-retention - MINUTE - 15 * MINUTE)),
      // Expired less than a day ago, but used more than a day ago: the use decides.
      token('used-inside', at(-retention), at(-retention + MINUTE)),
      token('used-outside', at(-retention - 2 * MINUTE), at(-retention - MINUTE)),
    ]);

    await runHousekeeping();

    const kept = (await ctx.database.db.select({ tokenHash: magicTokens.tokenHash }).from(magicTokens)).map((row) => row.tokenHash).sort();
    assert.deepEqual(kept, ['expired-inside', 'live', 'used-inside']);
  });

  it('keeps deletion codes until the code retention (a day and an hour) after they expired', async () => {
    const userId = await createUser();
    const retention = CODE_RETENTION_SECONDS * 1000;
    const code = (codeHash: string, expiresAt: Date, consumedAt: Date | null = null) => ({
      purpose: 'delete_account' as const,
      subject: userSubject(userId),
      codeHash,
      createdAt: new Date(expiresAt.getTime() - 5 * MINUTE),
      expiresAt,
      consumedAt,
    });
    await ctx.database.db
      .insert(confirmationCodes)
      .values([
        code('live', at(4 * MINUTE)),
        code('expired-inside', at(-retention + MINUTE)),
        code('expired-outside', at(-retention - MINUTE)),
        code('consumed-outside', at(-retention - MINUTE), at(-retention - 3 * MINUTE)),
      ]);

    await runHousekeeping();

    const kept = (await ctx.database.db.select({ codeHash: confirmationCodes.codeHash }).from(confirmationCodes))
      .map((row) => row.codeHash)
      .sort();
    assert.deepEqual(kept, ['expired-inside', 'live']);
  });

  it('keeps confirmation links for 30 days after they expired or were used, so an old link still answers precisely', async () => {
    const userId = await createUser();
    const retention = SPENT_CONFIRMATION_RETENTION_SECONDS * 1000;
    // Links live 24 hours; the raw token is what the e-mail carries, the row keeps its hash.
    const link = (token: string, createdAt: Date, usedAt: Date | null = null) => ({
      userId,
      email: EMAIL,
      tokenHash: sha256(token),
      createdAt,
      expiresAt: new Date(createdAt.getTime() + 24 * HOUR),
      usedAt,
    });
    await ctx.database.db.insert(emailConfirmationTokens).values([
      link('live-token', at(-HOUR)),
      link('expired-inside-token', at(-retention + MINUTE - 24 * HOUR)),
      link('expired-outside-token', at(-retention - MINUTE - 24 * HOUR)),
      // Expired less than 30 days ago, but used more than 30 days ago: the use decides.
      link('used-inside-token', at(-retention - HOUR), at(-retention + MINUTE)),
      link('used-outside-token', at(-retention - HOUR), at(-retention - MINUTE)),
    ]);

    await runHousekeeping();

    const kept = await ctx.database.db.select({ tokenHash: emailConfirmationTokens.tokenHash }).from(emailConfirmationTokens);
    assert.deepEqual(
      kept.map((row) => row.tokenHash).sort(),
      ['expired-inside-token', 'live-token', 'used-inside-token'].map(sha256).sort(),
    );

    const answer = (token: string) =>
      confirmEmail(ctx.database.db, token, NOW).then(
        () => 'confirmed',
        (error: unknown) => (error instanceof ApiError ? `${error.statusCode} ${error.code}` : Promise.reject(error)),
      );
    assert.equal(await answer('expired-inside-token'), '410 EMAIL_TOKEN_EXPIRED');
    assert.equal(await answer('used-inside-token'), '410 EMAIL_TOKEN_USED');
    assert.equal(await answer('expired-outside-token'), '404 NOT_FOUND');
    assert.equal(await answer('live-token'), 'confirmed');
  });
});
