import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/database.js';
import { userVenueCarnets, users, venues } from '../../db/schema/index.js';
import type { SmsSender } from '../../plugins/sms/sms-sender.js';
import { enqueueJob } from '../jobs/job-queue.js';
import { sendDueSmsJobs } from '../jobs/send-due-sms.js';
import { carnetReminderSmsText, type CarnetReminderKind } from './carnet-reminder-text.js';
import { carnetStateOf, type CarnetRow } from './carnet-rules.js';

/*
 * Reminders before a carnet's value is lost (README "Carnets"): an SMS 7 days before it expires and
 * one when exactly one entry is left. Each is a durable job keyed by the carnet, so it is sent at
 * most once whatever happens later (a give-back bringing the count to one again sends nothing new).
 * They are sent outside any transaction after the job is claimed, like the series-release notice.
 */

export const CARNET_REMINDER_JOBS: Readonly<Record<CarnetReminderKind, string>> = {
  expiry: 'carnet_expiry_reminder',
  last_entry: 'carnet_last_entry_reminder',
};

export const EXPIRY_REMINDER_DAYS = 7;
const DAY_MS = 86_400_000;

/** On activation: the expiry reminder, when the carnet lasts longer than the reminder's lead. */
export async function scheduleCarnetReminders(tx: Tx, carnet: Pick<CarnetRow, 'id' | 'expiresAt'>, now: Date): Promise<void> {
  if (!carnet.expiresAt) return;
  const runAt = new Date(carnet.expiresAt.getTime() - EXPIRY_REMINDER_DAYS * DAY_MS);
  if (runAt.getTime() <= now.getTime()) return;
  await enqueueJob(tx, { kind: CARNET_REMINDER_JOBS.expiry, key: String(carnet.id), runAt, payload: { carnetId: carnet.id }, now });
}

/** After a use: an entry carnet down to its last entry is told so, once. */
export async function scheduleLastEntryReminder(tx: Tx, carnet: Pick<CarnetRow, 'id' | 'kind'>, remainingAfter: number, now: Date) {
  if (carnet.kind !== 'entries' || remainingAfter !== 1) return;
  await enqueueJob(tx, {
    kind: CARNET_REMINDER_JOBS.last_entry,
    key: String(carnet.id),
    runAt: now,
    payload: { carnetId: carnet.id },
    now,
  });
}

/** The SMS for a claimed reminder, or null when there is nothing to say any more (used up, expired, account closed). */
async function messageFor(db: Db, kind: CarnetReminderKind, carnetId: number, now: Date): Promise<{ to: string; text: string } | null> {
  const [row] = await db
    .select({
      carnet: userVenueCarnets,
      venueName: venues.name,
      timezone: venues.timezone,
      phone: users.phoneNumber,
      deleted: users.isDeleted,
    })
    .from(userVenueCarnets)
    .innerJoin(venues, eq(venues.id, userVenueCarnets.venueId))
    .innerJoin(users, eq(users.id, userVenueCarnets.userId))
    .where(eq(userVenueCarnets.id, carnetId));
  if (!row || row.deleted || !row.carnet.expiresAt || carnetStateOf(row.carnet, now) !== 'active') return null;
  if (kind === 'last_entry' && row.carnet.remaining !== 1) return null;
  const text = carnetReminderSmsText(
    {
      kind,
      carnetName: row.carnet.name,
      venueName: row.venueName,
      remaining: row.carnet.remaining,
      carnetKind: row.carnet.kind,
      expiresAt: row.carnet.expiresAt,
      timezone: row.timezone,
    },
    row.carnet.language,
  );
  return { to: row.phone, text };
}

/**
 * Sends the due reminders. At least once: a crash between sending and marking done sends it again
 * a minute later; the job key keeps it to one reminder of each kind per carnet otherwise.
 */
export async function sendCarnetReminders(db: Db, sms: SmsSender, now: Date, limit = 50): Promise<number> {
  let settled = 0;
  for (const kind of Object.keys(CARNET_REMINDER_JOBS) as CarnetReminderKind[]) {
    settled += await sendDueSmsJobs(db, sms, CARNET_REMINDER_JOBS[kind], now, limit - settled, (payload) =>
      messageFor(db, kind, Number(payload.carnetId), now),
    );
  }
  return settled;
}
