import { ApiError, validationFailed } from '../../lib/api-error.js';
import { InsufficientFundsError } from '../wallet/wallet-lock.js';

/** A value carnet's share of one reservation's price, as `judgeCarnet` measured it on the locked carnet. */
export type CarnetShare = { readonly id: number; readonly walletPart: number; readonly carnetPart: number; readonly shortfall: number };

/** Every tender carries all three parts (grosze); they add up to the price. */
type Parts = { readonly walletPart: number; readonly carnetPart: number; readonly gatewayPart: number };

/**
 * How a price is paid:
 * - `wallet`: the available balance covers it all, paid at once, no gateway, no service fee;
 * - `gateway`: the method pays it all;
 * - `wallet_split`: the wallet's whole balance is held and the method pays the rest;
 * - `carnet_split`: the wallet, then a value carnet, are held and the method pays the shortfall.
 */
export type Tender =
  | (Parts & { readonly kind: 'wallet' })
  | (Parts & { readonly kind: 'gateway' | 'wallet_split'; readonly methodId: number })
  | (Parts & { readonly kind: 'carnet_split'; readonly methodId: number; readonly carnetId: number });

/** Why the price cannot be paid as asked. */
export type TenderRefusal =
  | { readonly kind: 'carnet_shortfall'; readonly shortfall: number }
  | { readonly kind: 'insufficient_funds'; readonly available: number; readonly price: number }
  | { readonly kind: 'method_required' };

export type TenderRequest = {
  readonly price: number;
  /** The wallet's available balance offered (0 when the wallet is not used; never negative). */
  readonly available: number;
  readonly carnet: CarnetShare | null;
  /** The gateway method, if the payer chose one. */
  readonly methodId: number | undefined;
};

/**
 * Splits a price between the wallet, a carnet and the gateway (spec §5: wallet funds first). Only
 * a positive price can go to the wallet alone; a free booking still needs a method, as before
 * wallets existed. A carnet always leaves a shortfall here (one that covers the price is booked
 * with `payment: 'carnet'` instead), so it needs a method too.
 */
export function planTender(request: TenderRequest): Tender | TenderRefusal {
  const { price, available, carnet, methodId } = request;
  if (carnet) {
    if (methodId === undefined) return { kind: 'carnet_shortfall', shortfall: carnet.shortfall };
    return {
      kind: 'carnet_split',
      methodId,
      carnetId: carnet.id,
      walletPart: carnet.walletPart,
      carnetPart: carnet.carnetPart,
      gatewayPart: price - carnet.walletPart - carnet.carnetPart,
    };
  }
  const walletPart = Math.min(available, price);
  if (walletPart > 0 && walletPart === price) return { kind: 'wallet', walletPart, carnetPart: 0, gatewayPart: 0 };
  if (methodId === undefined) return price > 0 ? { kind: 'insufficient_funds', available, price } : { kind: 'method_required' };
  const parts = { walletPart, carnetPart: 0, gatewayPart: price - walletPart };
  return walletPart > 0 ? { kind: 'wallet_split', methodId, ...parts } : { kind: 'gateway', methodId, ...parts };
}

export function isRefusal(plan: Tender | TenderRefusal): plan is TenderRefusal {
  return plan.kind === 'carnet_shortfall' || plan.kind === 'insufficient_funds' || plan.kind === 'method_required';
}

/** The answer to a refused tender; `walletField` names the request's wallet flag. */
export function tenderRefusalError(refusal: TenderRefusal, walletField: string): ApiError {
  switch (refusal.kind) {
    case 'carnet_shortfall':
      return new ApiError(422, 'CARNET_INSUFFICIENT_VALUE', 'The wallet and the pass leave part of the price to pay by a method', {
        shortfall: refusal.shortfall,
      });
    case 'insufficient_funds':
      return new InsufficientFundsError(refusal.available, refusal.price, walletField);
    case 'method_required':
      return validationFailed({ method_id: { key: 'validation.required' } });
  }
}
