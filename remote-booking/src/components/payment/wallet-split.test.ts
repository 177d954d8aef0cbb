import { methodFields, validatePaymentMethod } from './payment-method';
import { paymentFailureOf } from './payment-errors';
import { ApiError } from '@venue/api';
import { walletCoversAll, walletSplit } from './wallet-split';

describe('walletSplit', () => {
  const base = { price: 9000, serviceFee: 198 };

  it('pays all from a balance that covers the price, with no service fee', () => {
    expect(walletSplit({ ...base, available: 9000, useWallet: true })).toEqual({ kind: 'all', fromWallet: 9000 });
    expect(walletCoversAll(walletSplit({ ...base, available: 20000, useWallet: true }))).toBe(true);
  });

  it('uses a smaller balance whole and leaves the rest plus the fee to the gateway', () => {
    expect(walletSplit({ ...base, available: 5000, useWallet: true })).toEqual({
      kind: 'part',
      fromWallet: 5000,
      gateway: 4198,
      serviceFee: 198,
    });
  });

  it('does nothing when the wallet is not chosen, empty, unknown or negative', () => {
    const none = { kind: 'none', gateway: 9198, serviceFee: 198 };
    expect(walletSplit({ ...base, available: 20000, useWallet: false })).toEqual(none);
    expect(walletSplit({ ...base, available: 0, useWallet: true })).toEqual(none);
    expect(walletSplit({ ...base, available: null, useWallet: true })).toEqual(none);
    expect(walletSplit({ ...base, available: -100, useWallet: true })).toEqual(none);
  });
});

describe('paying from the wallet: method rules and request fields', () => {
  it('needs no method when the wallet pays all, and still needs one for a part', () => {
    expect(validatePaymentMethod({ methodId: null, blikCode: '', useWallet: true }, true)).toEqual({});
    expect(validatePaymentMethod({ methodId: null, blikCode: '', useWallet: true }, false)).toEqual({
      method: 'payment.validation.methodRequired',
    });
  });

  it('sends use_wallet, and the method only when it pays a rest', () => {
    expect(methodFields({ methodId: 509, blikCode: '777123', useWallet: true }, true)).toEqual({ use_wallet: true });
    expect(methodFields({ methodId: 509, blikCode: '777123', useWallet: true }, false)).toEqual({
      method_id: 509,
      blik_code: '777123',
      use_wallet: true,
    });
    expect(methodFields({ methodId: 106, blikCode: '', useWallet: false })).toEqual({ method_id: 106 });
  });

  it('maps 422 INSUFFICIENT_FUNDS to its own failure', () => {
    expect(paymentFailureOf(new ApiError({ kind: 'http', status: 422, code: 'INSUFFICIENT_FUNDS' }))).toBe('insufficientFunds');
  });
});
