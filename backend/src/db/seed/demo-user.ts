import { and, eq, sql } from 'drizzle-orm';
import { users } from '../schema/index.js';
import type { Tx } from '../database.js';

export type DemoUser = {
  phone: string;
  firstName: string;
  lastName: string;
  /** Confirmed, so the registration is complete and signing in lands on the app, not /complete-registration. */
  email: string;
  createdAt: Date;
};

/**
 * A demo account, and its id: every one is registered, so those the README names for signing in
 * land in the app. `example.com` is reserved: no mail can reach anyone. The address is filled in, also for an account seeded before demo accounts had
 * one, unless its owner registered an address of their own meanwhile or another account confirmed
 * this one (a long-lived development database); names and anything else an account has are kept.
 */
export async function demoUserId(tx: Tx, user: DemoUser): Promise<number> {
  await tx
    .insert(users)
    .values({
      phoneNumber: user.phone,
      firstName: user.firstName,
      lastName: user.lastName,
      phoneVerified: true,
      createdAt: user.createdAt,
      updatedAt: user.createdAt,
    })
    .onConflictDoNothing({ target: users.phoneNumber });
  await tx
    .update(users)
    .set({ email: user.email, emailVerified: true })
    .where(
      and(
        eq(users.phoneNumber, user.phone),
        eq(users.email, ''),
        sql`not exists (select 1 from ${users} as holder where lower(holder.email) = ${user.email} and holder.email_verified)`,
      ),
    );
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.phoneNumber, user.phone));
  if (!row) throw new Error(`Demo user ${user.phone} is missing`);
  return row.id;
}
