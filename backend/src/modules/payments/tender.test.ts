import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ApiError } from '../../lib/api-error.js';
import { InsufficientFundsError } from '../wallet/wallet-lock.js';
import { isRefusal, planTender, tenderRefusalError, type CarnetShare } from './tender.js';

const CARD = 7;
const carnet = (share: Omit<CarnetShare, 'id'>): CarnetShare => ({ id: 42, ...share });

describe('planTender', () => {
  it('pays from the wallet alone when the balance covers the price', () => {
    assert.deepEqual(planTender({ price: 5000, available: 5000, carnet: null, methodId: undefined }), {
      kind: 'wallet',
      walletPart: 5000,
      carnetPart: 0,
      gatewayPart: 0,
    });
    // More than enough: only the price is taken, and a method named anyway is not used.
    assert.deepEqual(planTender({ price: 5000, available: 9000, carnet: null, methodId: CARD }), {
      kind: 'wallet',
      walletPart: 5000,
      carnetPart: 0,
      gatewayPart: 0,
    });
  });

  it('holds the whole balance and sends the rest to the gateway when it covers part', () => {
    assert.deepEqual(planTender({ price: 5000, available: 1200, carnet: null, methodId: CARD }), {
      kind: 'wallet_split',
      methodId: CARD,
      walletPart: 1200,
      carnetPart: 0,
      gatewayPart: 3800,
    });
  });

  it('sends everything to the gateway without wallet money', () => {
    assert.deepEqual(planTender({ price: 5000, available: 0, carnet: null, methodId: CARD }), {
      kind: 'gateway',
      methodId: CARD,
      walletPart: 0,
      carnetPart: 0,
      gatewayPart: 5000,
    });
  });

  it('splits wallet, carnet and gateway as the carnet judgement measured them', () => {
    const share = carnet({ walletPart: 1000, carnetPart: 2500, shortfall: 1500 });
    assert.deepEqual(planTender({ price: 5000, available: 1000, carnet: share, methodId: CARD }), {
      kind: 'carnet_split',
      methodId: CARD,
      carnetId: 42,
      walletPart: 1000,
      carnetPart: 2500,
      gatewayPart: 1500,
    });
  });

  it('refuses a carnet split without a method, naming the shortfall', () => {
    const share = carnet({ walletPart: 0, carnetPart: 2500, shortfall: 2500 });
    assert.deepEqual(planTender({ price: 5000, available: 0, carnet: share, methodId: undefined }), {
      kind: 'carnet_shortfall',
      shortfall: 2500,
    });
  });

  it('refuses a partly covered price without a method as insufficient funds', () => {
    assert.deepEqual(planTender({ price: 5000, available: 1200, carnet: null, methodId: undefined }), {
      kind: 'insufficient_funds',
      available: 1200,
      price: 5000,
    });
  });

  it('never pays a free booking from the wallet: it needs a method', () => {
    assert.deepEqual(planTender({ price: 0, available: 3000, carnet: null, methodId: undefined }), { kind: 'method_required' });
    assert.equal(planTender({ price: 0, available: 3000, carnet: null, methodId: CARD }).kind, 'gateway');
  });

  it('keeps the parts adding up to the price', () => {
    for (const available of [0, 1, 2499, 2500, 2501, 10_000]) {
      const plan = planTender({ price: 2500, available, carnet: null, methodId: CARD });
      assert.ok(!isRefusal(plan));
      assert.equal(plan.walletPart + plan.carnetPart + plan.gatewayPart, 2500, `available ${available}`);
    }
  });
});

describe('tenderRefusalError', () => {
  it('answers each refusal with its error', () => {
    const shortfall = tenderRefusalError({ kind: 'carnet_shortfall', shortfall: 300 }, 'use_wallet');
    assert.equal(shortfall.statusCode, 422);
    assert.equal(shortfall.code, 'CARNET_INSUFFICIENT_VALUE');
    const funds = tenderRefusalError({ kind: 'insufficient_funds', available: 100, price: 500 }, 'use_wallet');
    assert.ok(funds instanceof InsufficientFundsError);
    assert.equal(funds.available, 100);
    assert.equal(funds.requested, 500);
    const method = tenderRefusalError({ kind: 'method_required' }, 'use_wallet');
    assert.ok(method instanceof ApiError);
    assert.equal(method.code, 'VALIDATION_FAILED');
  });
});
