import { ApiError } from '@venue/api';
import { checkoutErrorView, type CheckoutErrorRules } from './checkout-errors';

const http = (status: number, code?: string, body?: unknown) => new ApiError({ kind: 'http', status, ...(code ? { code } : {}), body });
const plain: CheckoutErrorRules = { fallback: 'failed' };

describe('checkoutErrorView', () => {
  it('words the refusals every booking can meet under the same keys', () => {
    expect(checkoutErrorView(http(422, 'ADVANCE_LIMIT_EXCEEDED'), plain)).toEqual({ key: 'advanceLimit', remedy: 'choose-again' });
    expect(checkoutErrorView(http(422, 'SLOT_IN_PAST'), plain)).toEqual({ key: 'inPast', remedy: 'choose-again' });
    expect(checkoutErrorView(http(422, 'REGULATIONS_NOT_ACCEPTED'), plain)).toEqual({
      key: 'regulationsNotAccepted',
      remedy: 'change-choices',
    });
    expect(checkoutErrorView(http(401, 'UNAUTHORIZED'), plain)).toEqual({ key: 'signInAgain', remedy: 'sign-in' });
    expect(checkoutErrorView(http(429, 'RATE_LIMITED'), plain)).toEqual({ key: 'rateLimited', remedy: 'retry' });
  });

  it('states a venue’s limit with its number, unless the kind words it itself', () => {
    const limit = http(422, 'BOOKING_LIMIT_REACHED', { code: 'BOOKING_LIMIT_REACHED', limit: 'active_reservations', max: 3 });
    expect(checkoutErrorView(limit, plain)).toEqual({ key: 'limitReached', remedy: 'change-choices', params: { max: 3 } });
    expect(checkoutErrorView(limit, { ...plain, limit: (body) => ({ key: body.limit, remedy: 'none' }) })).toEqual({
      key: 'active_reservations',
      remedy: 'none',
    });
    // A body without the limit (an older backend) still gets a message, not a crash.
    expect(checkoutErrorView(http(422, 'BOOKING_LIMIT_REACHED', {}), plain)).toEqual({ key: 'failed', remedy: 'retry' });
  });

  it('lets a kind add its own codes, word shared ones otherwise, and take a 409 as a conflict', () => {
    const rules: CheckoutErrorRules = {
      fallback: 'createFailed',
      conflict: { key: 'slotTaken', remedy: 'choose-again' },
      codes: { SLOT_IN_PAST: { key: 'slotInPast', remedy: 'choose-again' }, OWN: { key: 'own', remedy: 'carnets' } },
      special: (error) =>
        error.code === 'CARNET_USED_UP' ? { key: 'carnet.errors.CARNET_USED_UP', absolute: true, remedy: 'none' } : null,
    };
    expect(checkoutErrorView(http(409), rules)).toEqual({ key: 'slotTaken', remedy: 'choose-again' });
    expect(checkoutErrorView(http(409), plain)).toEqual({ key: 'failed', remedy: 'retry' });
    expect(checkoutErrorView(http(422, 'SLOT_IN_PAST'), rules).key).toBe('slotInPast');
    expect(checkoutErrorView(http(422, 'OWN'), rules).remedy).toBe('carnets');
    expect(checkoutErrorView(http(422, 'OWN'), plain).key).toBe('failed');
    expect(checkoutErrorView(http(422, 'CARNET_USED_UP'), rules)).toMatchObject({ key: 'carnet.errors.CARNET_USED_UP', absolute: true });
    expect(checkoutErrorView(http(500, 'INTERNAL'), rules)).toEqual({ key: 'createFailed', remedy: 'retry' });
  });

  it('asks to retry with the API’s own words when busy, and says so when offline', () => {
    const busy = { key: 'errors.busy', ns: 'common', remedy: 'retry' };
    expect(checkoutErrorView(new ApiError({ kind: 'http', status: 503, code: 'SERVICE_BUSY', retryAfterSeconds: 2 }), plain)).toEqual(busy);
    expect(checkoutErrorView(new ApiError({ kind: 'network' }), plain)).toEqual({ key: 'network', remedy: 'retry' });
    expect(checkoutErrorView(new ApiError({ kind: 'timeout' }), plain)).toEqual({ key: 'network', remedy: 'retry' });
    expect(checkoutErrorView(new Error('boom'), plain)).toEqual({ key: 'failed', remedy: 'retry' });
  });
});
