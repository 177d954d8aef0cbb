import { postJsonWithBearer, type BearerJsonTarget } from '../../lib/post-json.js';
import { SmsSendError, type SmsMessage, type SmsSender } from './sms-sender.js';

export type HttpSmsSenderOptions = BearerJsonTarget;

/** A gateway taking `POST {to, text}` as JSON with a bearer token; any non-2xx answer is a failure. */
export class HttpSmsSender implements SmsSender {
  readonly name = 'http';

  constructor(private readonly options: HttpSmsSenderOptions) {}

  async send(message: SmsMessage): Promise<void> {
    await postJsonWithBearer(
      this.options,
      { to: message.to, text: message.text },
      'SMS gateway',
      (text, options) => new SmsSendError(text, options),
    );
  }
}
