import { PAYMENT_METHOD_WALLET, SERVICE_FEE_GROSZE } from '@venue/api';
import type { Tx } from '../../db/database.js';
import { payments } from '../../db/schema/index.js';
import type { PaymentGateway } from './gateway.js';

export interface PaymentRowBase {
  readonly userId: number;
  readonly payerUserId: number | null;
  readonly venueId: number;
  readonly gateway: PaymentGateway['name'];
  readonly createdAt: Date;
  readonly updatedAt: Date;
}

/**
 * A new payment row, one shape for reservations and carnet purchases: the wallet paid everything
 * (`methodId` undefined: method 0, SUCCESS at once, no service fee), or the gateway's method takes
 * `gatewayPart` plus the service fee and the payment waits for it.
 */
export async function insertPaymentRow(
  tx: Tx,
  base: PaymentRowBase,
  charge: { readonly price: number; readonly methodId: number | undefined; readonly gatewayPart: number },
) {
  const [row] = await tx
    .insert(payments)
    .values(
      charge.methodId === undefined
        ? {
            ...base,
            methodId: PAYMENT_METHOD_WALLET,
            status: 'SUCCESS' as const,
            amountGrosze: charge.price,
            serviceFeeGrosze: 0,
            gatewayToken: `wallet:${crypto.randomUUID()}`,
          }
        : {
            ...base,
            methodId: charge.methodId,
            amountGrosze: charge.gatewayPart + SERVICE_FEE_GROSZE,
            serviceFeeGrosze: SERVICE_FEE_GROSZE,
            gatewayToken: `pending:${crypto.randomUUID()}`,
          },
    )
    .returning();
  if (!row) throw new Error('Payment insert returned nothing');
  return row;
}
