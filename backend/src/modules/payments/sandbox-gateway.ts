import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import {
  PAYMENT_METHOD_BLIK,
  PaymentStatusSchema,
  type LegalData,
  type LegalDataLanguage,
  type PaymentMethodInfo,
  type PaymentStatus,
} from '@venue/api';
import {
  fromAmount,
  toAmount,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
  type StartPaymentInput,
  type VerifiedNotification,
} from './gateway.js';
import { signatureMatches, signFields } from './signature.js';

/** What the sandbox says in place of a real operator's information clause, in the payer's language. */
const SANDBOX_CLAUSE: Readonly<Record<LegalDataLanguage, string>> = {
  pl: 'Środowisko testowe: żadne pieniądze nie są pobierane.',
  en: 'Test environment: no money is charged.',
  uk: 'Тестове середовище: жодні гроші не списуються.',
};

/** BLIK codes the sandbox understands; any other code is declined. */
export const SANDBOX_BLIK_CODES = { approve: '777123', decline: '777000', pending: '777555' } as const;
export const SANDBOX_SERVICE_ID = '100001';

export type SandboxNotification = {
  service_id: string;
  order_id: string;
  remote_id: string;
  amount: string;
  currency: string;
  status: PaymentStatus;
  hash: string;
};

const NotificationSchema = v.object({
  service_id: v.string(),
  order_id: v.string(),
  remote_id: v.string(),
  amount: v.string(),
  currency: v.string(),
  status: PaymentStatusSchema,
  hash: v.string(),
});

const fields = (n: Omit<SandboxNotification, 'hash'>) => [n.service_id, n.order_id, n.remote_id, n.amount, n.currency, n.status];

/** How the sandbox reaches our notification endpoint: HTTP by default, in-process in tests. */
export type NotificationTransport = (notification: SandboxNotification) => Promise<void>;

export function httpTransport(url: string): NotificationTransport {
  return async (notification) => {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(notification),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`Notification answered ${response.status}`);
  };
}

type Started = { orderId: string; amountGrosze: number; remoteId: string };

/**
 * A gateway that runs inside the backend: bank transfers go to its own approve/decline page
 * (`/api/sandbox/pay/:token`), BLIK codes are judged at once, and outcomes come back as signed
 * notifications through the same endpoint and checks as a real gateway's.
 */
export class SandboxGateway implements PaymentGateway {
  readonly name = 'sandbox' as const;
  private readonly inFlight = new Set<Promise<void>>();
  /** Refunds this instance was asked for (tests read them; a real gateway would pay them out). */
  readonly refunds: RefundInput[] = [];

  constructor(
    private readonly options: {
      secret: string;
      publicApiUrl: string;
      transport: NotificationTransport;
      onDeliveryError?: (error: unknown) => void;
    },
  ) {}

  async start(input: StartPaymentInput) {
    const remoteId = `SBX${randomBytes(6).toString('hex').toUpperCase()}`;
    const token = this.tokenFor({ orderId: input.orderId, amountGrosze: input.amountGrosze, remoteId });
    if (input.methodId !== PAYMENT_METHOD_BLIK)
      return { redirectUrl: `${this.options.publicApiUrl}/api/sandbox/pay/${token}?return=${encodeURIComponent(input.returnUrl)}` };
    const outcome =
      input.blikCode === SANDBOX_BLIK_CODES.approve ? 'SUCCESS' : input.blikCode === SANDBOX_BLIK_CODES.pending ? null : 'VOIDED';
    // The bank answers after our response has gone out, as a real one would.
    if (outcome) this.deliverLater(token, outcome);
    return { redirectUrl: null };
  }

  /**
   * Tokens carry what they pay for, signed, so the page works after a restart and on any
   * instance without a table of its own.
   */
  private tokenFor(started: Started): string {
    // Short enough for a path segment: order uuid without dashes, amount, remote id, 128-bit MAC.
    const data = `${started.orderId.replace(/-/g, '')}-${started.amountGrosze}-${started.remoteId.slice(3)}`;
    return `${data}.${this.mac(data)}`;
  }

  private mac(data: string): string {
    return createHmac('sha256', this.options.secret).update(data).digest('base64url').slice(0, 22);
  }

  /** The sandbox page: what a token pays for, if it is genuine. */
  lookup(token: string): Started | undefined {
    const [data = '', mac = ''] = token.split('.');
    const expected = Buffer.from(this.mac(data));
    const given = Buffer.from(mac);
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
    const match = /^([0-9a-f]{32})-(\d{1,9})-([0-9A-F]{12})$/.exec(data);
    if (!match) return undefined;
    const [, hex = '', amount = '', remote = ''] = match;
    const orderId = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
    return { orderId, amountGrosze: Number(amount), remoteId: `SBX${remote}` };
  }

  /** Approve or decline from the sandbox page. */
  async decide(token: string, status: 'SUCCESS' | 'VOIDED'): Promise<boolean> {
    if (!this.lookup(token)) return false;
    await this.deliver(token, status);
    return true;
  }

  /** Signs a notification exactly as the sandbox sends it (tests replay and tamper with these). */
  sign(notification: Omit<SandboxNotification, 'hash'>): SandboxNotification {
    return { ...notification, hash: signFields(fields(notification), this.options.secret) };
  }

  notificationFor(token: string, status: PaymentStatus): SandboxNotification | null {
    const started = this.lookup(token);
    if (!started) return null;
    return this.sign({
      service_id: SANDBOX_SERVICE_ID,
      order_id: started.orderId,
      remote_id: started.remoteId,
      amount: toAmount(started.amountGrosze),
      currency: 'PLN',
      status,
    });
  }

  /** Resolves when every notification sent so far has been delivered (tests). */
  async settled(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.all([...this.inFlight]);
  }

  private deliverLater(token: string, status: PaymentStatus) {
    const delivery = new Promise<void>((resolve) => setImmediate(resolve))
      .then(() => this.deliver(token, status))
      .catch((error: unknown) => this.options.onDeliveryError?.(error))
      .finally(() => this.inFlight.delete(delivery));
    this.inFlight.add(delivery);
  }

  private async deliver(token: string, status: PaymentStatus) {
    const notification = this.notificationFor(token, status);
    if (notification) await this.options.transport(notification);
  }

  verifyNotification(body: unknown): VerifiedNotification | null {
    const parsed = v.safeParse(NotificationSchema, body);
    if (!parsed.success) return null;
    const n = parsed.output;
    if (n.service_id !== SANDBOX_SERVICE_ID || !signatureMatches(fields(n), this.options.secret, n.hash)) return null;
    const amountGrosze = fromAmount(n.amount);
    if (amountGrosze === null) return null;
    return { orderId: n.order_id, remoteId: n.remote_id, status: n.status, amountGrosze, currency: n.currency, payload: n };
  }

  /** Always accepted; a repeated request id answers the same refund, as a real gateway would. */
  async refund(input: RefundInput): Promise<RefundResult> {
    if (!this.refunds.some((refund) => refund.refundId === input.refundId)) this.refunds.push(input);
    return { remoteRefundId: `SBXR${input.refundId.replace(/-/g, '').slice(0, 12).toUpperCase()}` };
  }

  acknowledge() {
    return { contentType: 'application/json; charset=utf-8', body: JSON.stringify({ confirmation: 'CONFIRMED' }) };
  }

  async methods(): Promise<PaymentMethodInfo[]> {
    return [
      { id: 509, name: 'BLIK', type: 'blik' },
      { id: 106, name: 'Przelew internetowy (sandbox)', type: 'transfer' },
    ];
  }

  async legalData(methodId: number, language: LegalDataLanguage): Promise<LegalData> {
    return { method_id: methodId, regulation_url: null, information_clause: SANDBOX_CLAUSE[language] };
  }
}
