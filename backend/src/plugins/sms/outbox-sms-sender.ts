import type { Db } from '../../db/database.js';
import { devOutbox } from '../../db/schema/index.js';
import type { Clock } from '../../lib/clock.js';
import type { SmsMessage, SmsSender } from './sms-sender.js';

/** Local default: nothing leaves the machine; messages land in dev_outbox (GET /api/dev/outbox). */
export class OutboxSmsSender implements SmsSender {
  readonly name = 'outbox';

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async send(message: SmsMessage): Promise<void> {
    await this.db.insert(devOutbox).values({ channel: 'sms', recipient: message.to, text: message.text, sentAt: this.clock.now() });
  }
}
