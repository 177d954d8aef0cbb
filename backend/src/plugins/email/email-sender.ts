export type EmailMessage = {
  to: string;
  subject: string;
  /** Plain text; every message this app sends is short and link-based. */
  text: string;
};

/** The one operation the app needs from a mail service. Throws EmailSendError when not handed over. */
export interface EmailSender {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export class EmailSendError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'EmailSendError';
  }
}
