import type { Db } from '../../db/database.js';
import { devOutbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { EmailMessage, EmailSender } from './email-sender.js';

/** Local default: nothing leaves the machine; e-mails land in dev_outbox (GET /api/dev/outbox) like SMS. */
export class OutboxEmailSender implements EmailSender {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: EmailMessage): Promise<void> {
    await this.db
      .insert(devOutbox)
      .values({ channel: 'email', recipient: message.to, text: `${message.subject}\n\n${message.text}`, sentAt: this.clock.now() });
  }
}
