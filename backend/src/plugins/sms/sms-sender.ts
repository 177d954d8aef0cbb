export type SmsMessage = {
  /** E.164 recipient. */
  to: string;
  text: string;
};

/** The one operation the app needs from an SMS gateway. Throws SmsSendError when not delivered. */
export interface SmsSender {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}

export class SmsSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SmsSendError';
  }
}
