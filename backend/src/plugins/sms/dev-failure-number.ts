import { SmsSendError, type SmsMessage, type SmsSender } from './sms-sender.js';

/**
 * Outside production, SMS to this number always fail, so the "sending failed" path of the
 * login page can be driven end to end. Documented in the README.
 */
export const DEV_FAILING_SMS_NUMBER = '+48500000999';

export class DevFailureNumberSmsSender implements SmsSender {
  readonly name: string;

  constructor(private readonly inner: SmsSender) {
    this.name = inner.name;
  }

  async send(message: SmsMessage): Promise<void> {
    if (message.to === DEV_FAILING_SMS_NUMBER) throw new SmsSendError(`Development failure number ${DEV_FAILING_SMS_NUMBER}`);
    await this.inner.send(message);
  }
}
