import { BROWSING, carnetParam, chosenTypeId, initialPurchaseState, purchaseReducer } from './purchase-state';

describe('purchase state', () => {
  it('sends a visitor to sign in and a signed-in player to the purchase form', () => {
    expect(purchaseReducer(BROWSING, { type: 'choose', typeId: 3, signedIn: false })).toEqual({ step: 'signing-in', typeId: 3 });
    expect(purchaseReducer(BROWSING, { type: 'choose', typeId: 3, signedIn: true })).toEqual({
      step: 'buying',
      typeId: 3,
      accepted: [],
      tried: false,
    });
  });

  it('comes back from signing in to the same carnet', () => {
    expect(initialPurchaseState(3, true)).toEqual({ step: 'buying', typeId: 3, accepted: [], tried: false });
    expect(initialPurchaseState(3, false)).toEqual({ step: 'signing-in', typeId: 3 });
    expect(initialPurchaseState(null, true)).toBe(BROWSING);
  });

  it('keeps accepted consents, marks missing ones once the player tried to pay, and switches carnets afresh', () => {
    let state = purchaseReducer(BROWSING, { type: 'choose', typeId: 3, signedIn: true });
    state = purchaseReducer(state, { type: 'accept', accepted: [1] });
    state = purchaseReducer(state, { type: 'try-pay' });
    expect(state).toEqual({ step: 'buying', typeId: 3, accepted: [1], tried: true });
    // Choosing the same carnet again keeps what was filled in.
    expect(purchaseReducer(state, { type: 'choose', typeId: 3, signedIn: true })).toBe(state);
    expect(purchaseReducer(state, { type: 'choose', typeId: 4, signedIn: true })).toEqual({
      step: 'buying',
      typeId: 4,
      accepted: [],
      tried: false,
    });
    expect(purchaseReducer(state, { type: 'close' })).toBe(BROWSING);
  });

  it('ignores events that do not fit the state', () => {
    expect(purchaseReducer(BROWSING, { type: 'accept', accepted: [1] })).toBe(BROWSING);
    expect(purchaseReducer(BROWSING, { type: 'try-pay' })).toBe(BROWSING);
    const signingIn = { step: 'signing-in', typeId: 2 } as const;
    expect(purchaseReducer(signingIn, { type: 'try-pay' })).toBe(signingIn);
    expect(chosenTypeId(signingIn)).toBe(2);
    expect(chosenTypeId(BROWSING)).toBeNull();
  });

  it('reads the carnet to come back to from the address', () => {
    expect(carnetParam(new URLSearchParams('carnet=12'))).toBe(12);
    expect(carnetParam(new URLSearchParams('carnet=x'))).toBeNull();
    expect(carnetParam(new URLSearchParams(''))).toBeNull();
  });
});
