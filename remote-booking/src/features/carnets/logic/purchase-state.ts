// Buying a carnet as a state machine: browse the list → choose one (a visitor signs in first and
// comes back to it) → accept the venue's regulations and pay. The payment itself (BLIK, transfer,
// wallet) is the payment module's (`useStartPayment`): once it starts, the page leaves for the
// status page or the gateway. Events that make no sense in the current state change nothing.

export type PurchaseState =
  | { readonly step: 'browsing' }
  /** A visitor chose a carnet: the page sends them to sign in and back to this carnet. */
  | { readonly step: 'signing-in'; readonly typeId: number }
  /** `tried`: the player tried to pay, so missing required regulations are marked. */
  | { readonly step: 'buying'; readonly typeId: number; readonly accepted: readonly number[]; readonly tried: boolean };

export type PurchaseEvent =
  | { readonly type: 'choose'; readonly typeId: number; readonly signedIn: boolean }
  | { readonly type: 'accept'; readonly accepted: readonly number[] }
  /** The pay button was pressed: from now on missing consents show. */
  | { readonly type: 'try-pay' }
  | { readonly type: 'close' };

export const BROWSING: PurchaseState = { step: 'browsing' };

/** Where the page starts: the carnet named in the address (back from signing in, a reload) or the list. */
export function initialPurchaseState(typeId: number | null, signedIn: boolean): PurchaseState {
  if (typeId === null) return BROWSING;
  return purchaseReducer(BROWSING, { type: 'choose', typeId, signedIn });
}

export function purchaseReducer(state: PurchaseState, event: PurchaseEvent): PurchaseState {
  switch (event.type) {
    case 'choose':
      if (state.step === 'buying' && state.typeId === event.typeId) return state;
      return event.signedIn
        ? { step: 'buying', typeId: event.typeId, accepted: [], tried: false }
        : { step: 'signing-in', typeId: event.typeId };
    case 'accept':
      return state.step === 'buying' ? { ...state, accepted: event.accepted } : state;
    case 'try-pay':
      return state.step === 'buying' ? { ...state, tried: true } : state;
    case 'close':
      return BROWSING;
  }
}

/** The carnet the flow is about, if any. */
export function chosenTypeId(state: PurchaseState): number | null {
  return state.step === 'browsing' ? null : state.typeId;
}

/** Reads `?carnet=<type id>`: the carnet to come back to. */
export function carnetParam(params: URLSearchParams): number | null {
  const value = params.get('carnet');
  return value !== null && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : null;
}
