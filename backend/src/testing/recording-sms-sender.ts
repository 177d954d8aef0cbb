import { SmsSendError, type SmsMessage, type SmsSender } from '../plugins/sms/sms-sender.js';

/** Keeps what would have been sent; while `failing` is set, sends fail like a gateway error. */
export class RecordingSmsSender implements SmsSender {
  readonly name = 'recording';
  readonly sent: SmsMessage[] = [];
  /** Messages the gateway "refused" while `failing` was set. */
  readonly failed: SmsMessage[] = [];
  failing = false;

  async send(message: SmsMessage): Promise<void> {
    if (this.failing) {
      this.failed.push(message);
      throw new SmsSendError('Gateway down (test)');
    }
    this.sent.push(message);
  }

  /** The 4-digit code of the latest SMS to `to`. */
  lastCodeFor(to: string): string {
    const message = this.sent.filter((item) => item.to === to).at(-1);
    const code = message?.text.match(/\b\d{4}\b/)?.[0];
    if (!code) throw new Error(`No code was sent to ${to}`);
    return code;
  }
}
