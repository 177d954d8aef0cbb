import type { LegalData, LegalDataLanguage, PaymentMethodInfo, PaymentStatus } from '@venue/api';

export type StartPaymentInput = {
  /** Our order id at the gateway: the payment's uuid. */
  orderId: string;
  amountGrosze: number;
  methodId: number;
  blikCode?: string;
  description: string;
  /** Where the user comes back after a redirect payment. */
  returnUrl: string;
};

export type StartPaymentResult = { redirectUrl: string | null };

/** A notification whose signature checked out; amount and currency are checked against our record. */
export type VerifiedNotification = {
  orderId: string;
  remoteId: string;
  status: PaymentStatus;
  amountGrosze: number;
  currency: string;
  payload: unknown;
};

export type RefundInput = {
  orderId: string;
  /** The gateway's transaction id, from its SUCCESS notification. */
  remoteId: string;
  amountGrosze: number;
  /** Ours, unique per refund, sent as the request id so a retried request can be recognised. */
  refundId: string;
};

export type RefundResult = { remoteRefundId: string };

export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/** What the payment module needs from a gateway; the sandbox and Autopay implement it. */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'autopay';
  start(input: StartPaymentInput): Promise<StartPaymentResult>;
  /** Null when the body is malformed or its signature is wrong. */
  verifyNotification(body: unknown): VerifiedNotification | null;
  /** The answer the gateway expects after a notification was processed (or ignored as a replay). */
  acknowledge(notification: VerifiedNotification): { contentType: string; body: string };
  /** Sends money of a successful transaction back to whoever paid it; throws GatewayError when refused. */
  refund(input: RefundInput): Promise<RefundResult>;
  methods(): Promise<PaymentMethodInfo[]>;
  /** The method's legal texts in `language` where the gateway has them (else its own default). */
  legalData(methodId: number, language: LegalDataLanguage): Promise<LegalData>;
}

export function toAmount(grosze: number): string {
  return (grosze / 100).toFixed(2);
}

/** "92.98" → 9298; null unless it is a plain amount with two decimals. */
export function fromAmount(text: string): number | null {
  if (!/^\d{1,9}\.\d{2}$/.test(text)) return null;
  return Math.round(Number(text) * 100);
}
