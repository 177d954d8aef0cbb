import { SmsSendError, type SmsMessage, type SmsSender } from './sms-sender.js';

export type HttpSmsSenderOptions = {
  url: string;
  token: string;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
};

/** A gateway taking `POST {to, text}` as JSON with a bearer token; any non-2xx answer is a failure. */
export class HttpSmsSender implements SmsSender {
  readonly name = 'http';
  private readonly fetch: typeof globalThis.fetch;

  constructor(private readonly options: HttpSmsSenderOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async send(message: SmsMessage): Promise<void> {
    let response: Response;
    try {
      response = await this.fetch(this.options.url, {
        method: 'POST',
        headers: { authorization: `Bearer ${this.options.token}`, 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ to: message.to, text: message.text }),
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new SmsSendError(timedOut ? `SMS gateway did not answer within ${this.options.timeoutMs} ms` : 'SMS gateway unreachable', {
        cause: error,
      });
    }
    // The body is not needed; reading it frees the connection.
    await response.arrayBuffer().catch(() => undefined);
    if (!response.ok) throw new SmsSendError(`SMS gateway answered ${response.status}`);
  }
}
