import { randomBytes } from 'node:crypto';
import * as v from 'valibot';
import { PAYMENT_METHOD_BLIK, type LegalData, type LegalDataLanguage, type PaymentMethodInfo, type PaymentStatus } from '@venue/api';
import {
  fromAmount,
  GatewayError,
  toAmount,
  type PaymentGateway,
  type RefundInput,
  type RefundResult,
  type StartPaymentInput,
  type VerifiedNotification,
} from './gateway.js';
import { signatureMatches, signFields } from './signature.js';

const TIMEOUT_MS = 10_000;

/** The gateway's language codes; it has no Ukrainian texts, so Ukrainian payers read English. */
const AUTOPAY_LANGUAGE: Readonly<Record<LegalDataLanguage, string>> = { pl: 'PL', en: 'EN', uk: 'EN' };

/** Gateway statuses → ours; FAILURE is a declined or failed payment. */
const STATUSES: Record<string, PaymentStatus> = { SUCCESS: 'SUCCESS', PENDING: 'PENDING', FAILURE: 'VOIDED' };

function tag(xml: string, name: string): string | null {
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(xml)?.[1] ?? null;
}

const GatewayListSchema = v.object({
  result: v.literal('OK'),
  gatewayList: v.array(v.object({ gatewayID: v.number(), gatewayName: v.string(), gatewayType: v.string() })),
});
const LegalDataResponseSchema = v.object({
  result: v.literal('OK'),
  regulationUrl: v.optional(v.nullable(v.string())),
  informationClause: v.optional(v.string()),
});

/**
 * An Autopay-style gateway: transfers start on the gateway's page (a signed link), BLIK is sent
 * server to server with the code, the method list and legal texts are fetched from it, and
 * notifications (ITN: base64 XML under `transactions`) are verified by their SHA-256 hash.
 */
export class AutopayGateway implements PaymentGateway {
  readonly name = 'autopay' as const;

  constructor(private readonly options: { baseUrl: string; serviceId: string; secret: string }) {}

  private hash(values: string[]): string {
    return signFields(values, this.options.secret);
  }

  async start(input: StartPaymentInput) {
    const amount = toAmount(input.amountGrosze);
    const fields: [string, string][] = [
      ['ServiceID', this.options.serviceId],
      ['OrderID', input.orderId],
      ['Amount', amount],
      ['Description', input.description],
      ['GatewayID', String(input.methodId)],
      ['Currency', 'PLN'],
    ];
    if (input.methodId !== PAYMENT_METHOD_BLIK) {
      const query = new URLSearchParams([...fields, ['Hash', this.hash(fields.map(([, value]) => value))]]);
      return { redirectUrl: `${this.options.baseUrl}/payment?${query.toString()}` };
    }
    const blikFields: [string, string][] = [...fields, ['AuthorizationCode', input.blikCode ?? '']];
    const text = await this.postSignedForm('/payment', blikFields, { BmHeader: 'pay-bm-continue-transaction-url' });
    const status = tag(text, 'status') ?? tag(text, 'confirmation');
    if (status !== 'PENDING' && status !== 'SUCCESS' && status !== 'CONFIRMED')
      throw new GatewayError(`Gateway refused the BLIK payment (${status ?? 'no status'})`);
    return { redirectUrl: null };
  }

  verifyNotification(body: unknown): VerifiedNotification | null {
    const encoded =
      typeof body === 'object' && body !== null && 'transactions' in body ? (body as { transactions: unknown }).transactions : null;
    if (typeof encoded !== 'string' || encoded.length > 20_000) return null;
    // Base64 has no spaces: a space is a `+` that a sender left unescaped in a form body.
    const xml = Buffer.from(encoded.replaceAll(' ', '+'), 'base64').toString('utf8');
    const values = ['serviceID', 'orderID', 'remoteID', 'amount', 'currency', 'paymentStatus'].map((name) => tag(xml, name));
    const hash = tag(xml, 'hash');
    const [serviceId, orderId, remoteId, amount, currency, gatewayStatus] = values;
    if (values.some((value) => value === null) || !hash || serviceId !== this.options.serviceId) return null;
    if (!signatureMatches(values as string[], this.options.secret, hash)) return null;
    const status = STATUSES[gatewayStatus ?? ''];
    const amountGrosze = fromAmount(amount ?? '');
    if (!status || amountGrosze === null || !orderId || !remoteId || !currency) return null;
    return { orderId, remoteId, status, amountGrosze, currency, payload: { xml } };
  }

  acknowledge(notification: VerifiedNotification) {
    const values = [this.options.serviceId, notification.orderId, 'CONFIRMED'];
    const body = `<?xml version="1.0" encoding="UTF-8"?><confirmationList><serviceID>${this.options.serviceId}</serviceID><transactionsConfirmations><transactionConfirmed><orderID>${notification.orderId}</orderID><confirmation>CONFIRMED</confirmation></transactionConfirmed></transactionsConfirmations><hash>${this.hash(values)}</hash></confirmationList>`;
    return { contentType: 'application/xml; charset=utf-8', body };
  }

  /**
   * The gateway's transaction refund: `POST {baseUrl}/transactionRefund`, form fields ServiceID,
   * MessageID (32 characters, unique per refund: ours, so a retry repeats it), RemoteID (the
   * gateway's transaction), Amount, Currency and Hash; the answer is XML `<refund>` with
   * `remoteOutID` and a hash over serviceID, messageID and remoteOutID, or `<error>`.
   */
  async refund(input: RefundInput): Promise<RefundResult> {
    const fields: [string, string][] = [
      ['ServiceID', this.options.serviceId],
      ['MessageID', input.refundId.replace(/-/g, '')],
      ['RemoteID', input.remoteId],
      ['Amount', toAmount(input.amountGrosze)],
      ['Currency', 'PLN'],
    ];
    const text = await this.postSignedForm('/transactionRefund', fields);
    const serviceId = tag(text, 'serviceID');
    const messageId = tag(text, 'messageID');
    const remoteOutId = tag(text, 'remoteOutID');
    const hash = tag(text, 'hash');
    if (serviceId === null || messageId === null || remoteOutId === null || hash === null)
      throw new GatewayError(`Gateway refused the refund (${tag(text, 'name') ?? tag(text, 'statusCode') ?? 'no answer'})`);
    if (
      serviceId !== this.options.serviceId ||
      messageId !== fields[1]?.[1] ||
      !signatureMatches([serviceId, messageId, remoteOutId], this.options.secret, hash)
    )
      throw new GatewayError('Refund answer does not match the request or its signature');
    return { remoteRefundId: remoteOutId };
  }

  /** Posts form fields with their Hash appended; answers the body text (the gateway speaks XML). */
  private async postSignedForm(path: string, fields: [string, string][], headers: Record<string, string> = {}): Promise<string> {
    const body = new URLSearchParams([...fields, ['Hash', this.hash(fields.map(([, value]) => value))]]);
    try {
      const response = await fetch(`${this.options.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
        body,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) throw new GatewayError(`Gateway answered ${response.status}`);
      return text;
    } catch (error) {
      throw error instanceof GatewayError ? error : new GatewayError('Gateway unreachable', { cause: error });
    }
  }

  private async postJson(path: string, payload: Record<string, string>): Promise<unknown> {
    try {
      const response = await fetch(`${this.options.baseUrl}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ ...payload, Hash: this.hash(Object.values(payload)) }),
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new GatewayError(`Gateway answered ${response.status}`);
      return await response.json();
    } catch (error) {
      throw error instanceof GatewayError ? error : new GatewayError('Gateway unreachable', { cause: error });
    }
  }

  async methods(): Promise<PaymentMethodInfo[]> {
    const answer = v.safeParse(
      GatewayListSchema,
      await this.postJson('/gatewayList/v2', {
        ServiceID: this.options.serviceId,
        MessageID: randomBytes(16).toString('hex'),
        Currencies: 'PLN',
      }),
    );
    if (!answer.success) throw new GatewayError('Unexpected method list');
    return answer.output.gatewayList.map((item) => ({ id: item.gatewayID, name: item.gatewayName, type: item.gatewayType }));
  }

  async legalData(methodId: number, language: LegalDataLanguage): Promise<LegalData> {
    const answer = v.safeParse(
      LegalDataResponseSchema,
      await this.postJson('/legalData', {
        ServiceID: this.options.serviceId,
        MessageID: randomBytes(16).toString('hex'),
        GatewayID: String(methodId),
        Language: AUTOPAY_LANGUAGE[language],
      }),
    );
    if (!answer.success) throw new GatewayError('Unexpected legal data');
    return {
      method_id: methodId,
      regulation_url: answer.output.regulationUrl ?? null,
      information_clause: answer.output.informationClause ?? '',
    };
  }
}
