import type { EmailConfig } from '../../config.js';
import type { Db } from '../../db/database.js';
import type { Clock } from '../../lib/clock.js';
import type { EmailSender } from './email-sender.js';
import { OutboxEmailSender } from './outbox-email-sender.js';
import { SmtpEmailSender } from './smtp-email-sender.js';

export function createEmailSender(config: EmailConfig, db: Db, clock: Clock): EmailSender {
  return config.provider === 'smtp' ? new SmtpEmailSender({ url: config.url, from: config.from }) : new OutboxEmailSender(db, clock);
}
