import { isApiError } from '@venue/api';
import { carnetErrorCode, type CarnetErrorCode } from '../carnets/carnet-wording';

/** Why starting a payment failed; each has its own message under `booking:payment.errors.*`. */
export type PaymentFailure =
  | 'alreadyPaid'
  | 'notPayable'
  | 'initialization'
  | 'noRedirectUrl'
  | 'blikCode'
  | 'network'
  | 'unauthorized'
  | 'notFound'
  | 'creation'
  /** The wallet no longer covers what the form expected (spent meanwhile): choose a method for the rest. */
  | 'insufficientFunds'
  /** The venue does not take the chosen method (its list changed since the form loaded it): choose again. */
  | 'methodNotAccepted'
  /** Buying a carnet without every required regulation of the venue accepted. */
  | 'regulationsNotAccepted'
  /** A carnet refused by the server (buying one no longer on sale, or paying with one): its own message. */
  | CarnetErrorCode;

/** Maps what createPayment/createBulkPayment threw onto the spec §8 "Payment creation" messages. */
export function paymentFailureOf(error: unknown): PaymentFailure {
  if (!isApiError(error)) return 'creation';
  if (error.kind === 'network' || error.kind === 'timeout' || error.kind === 'cancel') return 'network';
  const carnet = carnetErrorCode(error);
  if (carnet) return carnet;
  switch (error.code) {
    case 'ALREADY_PAID':
      return 'alreadyPaid';
    case 'NOT_PAYABLE':
      return 'notPayable';
    case 'INSUFFICIENT_FUNDS':
      return 'insufficientFunds';
    case 'PAYMENT_GATEWAY_FAILED':
      return 'initialization';
    case 'PAYMENT_METHOD_NOT_ACCEPTED':
      return 'methodNotAccepted';
    case 'VALIDATION_FAILED':
      return 'blik_code' in error.fieldErrors ? 'blikCode' : 'creation';
    case 'REGULATIONS_NOT_ACCEPTED':
      return 'regulationsNotAccepted';
    case 'UNAUTHORIZED':
      return 'unauthorized';
    case 'NOT_FOUND':
      return 'notFound';
    default:
      return 'creation';
  }
}

export function paymentFailureKey(failure: PaymentFailure): string {
  return failure.startsWith('CARNET_') ? `carnet.errors.${failure}` : `payment.errors.${failure}`;
}
