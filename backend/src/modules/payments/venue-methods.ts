import { eq } from 'drizzle-orm';
import type { PaymentMethodInfo } from '@venue/api';
import type { DbOrTx } from '../../db/database.js';
import { venues } from '../../db/schema/index.js';
import { ApiError } from '../../lib/api-error.js';

/** The gateway methods a venue takes online (`venues.online_payment_methods`); null for no such venue. */
export async function venueOnlineMethods(db: DbOrTx, venueId: number): Promise<readonly number[] | null> {
  const [row] = await db.select({ methods: venues.onlinePaymentMethods }).from(venues).where(eq(venues.id, venueId));
  return row?.methods ?? null;
}

/**
 * The gateway's methods a venue offers: those it takes, in the gateway's order. A method the venue
 * takes but the gateway does not list (switched off there) is not offered either.
 */
export function methodsOfVenue(gatewayMethods: readonly PaymentMethodInfo[], accepted: readonly number[]): PaymentMethodInfo[] {
  return gatewayMethods.filter((method) => accepted.includes(method.id));
}

/**
 * Refuses a payment by a method the venue does not take (a venue without bank transfers is never
 * sent to one), before anything is held or recorded: 422 PAYMENT_METHOD_NOT_ACCEPTED, with a
 * field error on the request's method field (`field`).
 */
export async function assertVenueTakesMethod(db: DbOrTx, venueId: number, methodId: number, field = 'method_id'): Promise<void> {
  const accepted = await venueOnlineMethods(db, venueId);
  // An unknown venue is the caller's to answer (the reservations' or the carnet type's venue check).
  if (accepted !== null && !accepted.includes(methodId)) {
    throw new ApiError(422, 'PAYMENT_METHOD_NOT_ACCEPTED', 'The venue does not take this payment method', {
      fieldErrors: { [field]: { key: 'validation.invalid' } },
    });
  }
}
