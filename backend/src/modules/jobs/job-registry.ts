import type { AppDeps } from '../../app-context.js';
import { accountAdaptersOf } from '../../plugins/account-adapters.js';
import { sendCarnetReminders } from '../carnets/carnet-reminders.js';
import { sendRequestedRefunds } from '../payments/refunds.js';
import { sendResaleRefundNotices } from '../reservations/resale-refund-notice.js';
import { sendSeriesReleaseNotices } from '../reservations/series-release.js';
import { runTermNotificationJobs } from '../term-notifications/matching.js';
import { sendWishMessages } from '../term-notifications/wish-message.js';
import { sendLessonCancelledNotices } from '../trainers/lesson-cancel-notice.js';
import { sendWithdrawalPayouts } from '../wallet/withdrawal-payout.js';
import { runJobs } from './job-handlers.js';

/**
 * One step of the poller's beat. `kind` names it (logs, tests); `run` does whatever is due at
 * `now` and answers how much it did. Steps that call the outside world claim their own jobs and
 * send after commit, which is why they are not handlers of `runDueJobs`.
 */
export type BackgroundJob = {
  readonly kind: string;
  run(deps: AppDeps, now: Date): Promise<number>;
};

/**
 * Every background step of this service, in the order one beat runs them. A new kind of
 * background work is one entry here (its module exports the `run`); the poller runs the list.
 */
export const BACKGROUND_JOBS: readonly BackgroundJob[] = [
  { kind: 'queued_jobs', run: (deps, now) => runJobs(deps.database.db, now) },
  // Gateway refunds that failed when first sent are retried on the same beat.
  { kind: 'gateway_refunds', run: (deps, now) => sendRequestedRefunds(deps.database.db, deps.paymentGateway, now) },
  // Withdrawal payouts call the bank outside any transaction, like refunds, on the same beat.
  {
    kind: 'withdrawal_payouts',
    run: (deps, now) => sendWithdrawalPayouts(deps.database.db, { payouts: deps.payouts, sms: deps.sms }, now),
  },
  // After the expiry jobs of the same beat, so a notice finds its dates already released.
  {
    kind: 'series_release_notices',
    run: (deps, now) =>
      sendSeriesReleaseNotices(
        deps.database.db,
        { sms: deps.sms, email: accountAdaptersOf(deps).email, appUrl: deps.config.account.appUrl },
        now,
      ),
  },
  // After the jobs that free court time: it is offered to the earliest asker, or a lapsed hold to the next (issue 29).
  { kind: 'term_notification_matching', run: (deps, now) => runTermNotificationJobs(deps.database.db, now) },
  // The hold's message (SMS, e-mail when confirmed) goes out on the same beat as the hold.
  {
    kind: 'term_notification_messages',
    run: (deps, now) =>
      sendWishMessages(deps.database.db, { sms: deps.sms, email: accountAdaptersOf(deps).email, appUrl: deps.config.account.appUrl }, now),
  },
  // Carnet reminders are SMS, sent after their job is claimed, like the notices above.
  { kind: 'carnet_reminders', run: (deps, now) => sendCarnetReminders(deps.database.db, deps.sms, now) },
  // A trainer's cancelled lesson: the player's SMS with the trainer's message, after commit.
  { kind: 'lesson_cancelled_notices', run: (deps, now) => sendLessonCancelledNotices(deps.database.db, deps.sms, now) },
  // A late cancellation refunded because its court was booked again: the SMS, after commit.
  { kind: 'resale_refund_notices', run: (deps, now) => sendResaleRefundNotices(deps.database.db, deps.sms, now) },
];
