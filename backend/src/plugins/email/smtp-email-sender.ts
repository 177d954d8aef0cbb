import nodemailer, { type Transporter } from 'nodemailer';
import { EmailSendError, type EmailMessage, type EmailSender } from './email-sender.js';

export type SmtpEmailSenderOptions = {
  /** `smtp://user:pass@host:587` (STARTTLS when offered) or `smtps://…:465`. */
  url: string;
  from: string;
  timeoutMs?: number;
};

/** Hands each message to an SMTP server; any refusal or timeout is an EmailSendError. */
export class SmtpEmailSender implements EmailSender {
  readonly name = 'smtp';
  private readonly transport: Transporter;

  constructor(private readonly options: SmtpEmailSenderOptions) {
    const timeout = options.timeoutMs ?? 10_000;
    const url = new URL(options.url);
    this.transport = nodemailer.createTransport({
      host: url.hostname,
      port: url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587,
      secure: url.protocol === 'smtps:',
      ...(url.username ? { auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } } : {}),
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
  }

  async send(message: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({ from: this.options.from, to: message.to, subject: message.subject, text: message.text });
    } catch (error) {
      throw new EmailSendError('The SMTP server did not accept the message', { cause: error });
    }
  }

  close(): void {
    this.transport.close();
  }
}
