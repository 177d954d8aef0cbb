import * as v from 'valibot';
import {
  CarnetHoursSchema,
  CarnetOptionsQuerySchema,
  CarnetPurchaseRequestSchema,
  CarnetShortfallBodySchema,
  CarnetTypeSchema,
} from './carnet';
import { issuesToFieldErrors } from './field-errors';
import { ERROR_CODES } from './errors';
import { CreatePaymentRequestSchema, PaymentSchema } from './payment';
import { CreateReservationRequestSchema, ReservationSchema } from './reservation';

const errorsOf = (schema: v.GenericSchema, input: unknown) => {
  const result = v.safeParse(schema, input);
  return result.success ? {} : issuesToFieldErrors(result.issues);
};

describe('carnet purchase request', () => {
  const base = { venue_carnet_type_id: 3, venue_id: 1, regulation_acceptance_id: [1] };

  it('takes BLIK with a code, a transfer, or the wallet alone', () => {
    expect(v.parse(CarnetPurchaseRequestSchema, { ...base, online_payment_method_id: 509, blik_code: '777123' }).use_wallet).toBe(false);
    expect(v.parse(CarnetPurchaseRequestSchema, { ...base, online_payment_method_id: 106 }).online_payment_method_id).toBe(106);
    expect(v.parse(CarnetPurchaseRequestSchema, { ...base, use_wallet: true }).online_payment_method_id).toBeUndefined();
  });

  it('defaults the accepted regulations to none', () => {
    expect(
      v.parse(CarnetPurchaseRequestSchema, { venue_carnet_type_id: 3, venue_id: 1, use_wallet: true }).regulation_acceptance_id,
    ).toEqual([]);
  });

  it('needs a BLIK code for BLIK, a method or the wallet, and a known method', () => {
    expect(errorsOf(CarnetPurchaseRequestSchema, { ...base, online_payment_method_id: 509 })).toEqual({
      blik_code: { key: 'validation.required' },
    });
    expect(errorsOf(CarnetPurchaseRequestSchema, base)).toEqual({ online_payment_method_id: { key: 'validation.required' } });
    expect(errorsOf(CarnetPurchaseRequestSchema, { ...base, online_payment_method_id: 1 })).toHaveProperty('online_payment_method_id');
    expect(errorsOf(CarnetPurchaseRequestSchema, { ...base, online_payment_method_id: 509, blik_code: '12345' })).toEqual({
      blik_code: { key: 'validation.blikCode' },
    });
  });
});

describe('carnet hours and types', () => {
  it('accepts ISO weekdays and wall times up to 24:00', () => {
    expect(v.is(CarnetHoursSchema, { weekday: 7, from: '06:00', to: '24:00' })).toBe(true);
    expect(v.is(CarnetHoursSchema, { weekday: 0, from: '06:00', to: '10:00' })).toBe(false);
    expect(v.is(CarnetHoursSchema, { weekday: 1, from: '24:30', to: '10:00' })).toBe(false);
    expect(v.is(CarnetHoursSchema, { weekday: 1, from: '6:00', to: '10:00' })).toBe(false);
  });

  it('parses a type of either kind', () => {
    const type = {
      id: 1,
      venue_id: 1,
      name: '10 wejść',
      description: null,
      kind: 'entries',
      value: 10,
      price: 40000,
      duration_days: 90,
      available_hours: [{ weekday: 1, from: '06:00', to: '16:00' }],
      sport_type_ids: [],
      venue_sport_object_ids: [],
      on_sale: true,
    };
    expect(v.is(CarnetTypeSchema, type)).toBe(true);
    expect(v.is(CarnetTypeSchema, { ...type, kind: 'amount', value: 50000 })).toBe(true);
    expect(v.is(CarnetTypeSchema, { ...type, kind: 'days' })).toBe(false);
    expect(v.is(CarnetTypeSchema, { ...type, duration_days: 0 })).toBe(false);
  });
});

describe('carnet options query', () => {
  it('turns the court id into a number and checks the instants', () => {
    const query = { venue_sport_object_id: '4', start_time: '2026-12-01T10:00:00.000Z', end_time: '2026-12-01T11:00:00.000Z' };
    expect(v.parse(CarnetOptionsQuerySchema, query).venue_sport_object_id).toBe(4);
    expect(v.is(CarnetOptionsQuerySchema, { ...query, start_time: 'tomorrow' })).toBe(false);
  });
});

describe('paying with a carnet', () => {
  const booking = {
    venue_id: 1,
    venue_sport_object_id: 1,
    start_time: '2026-12-01T10:00:00.000Z',
    end_time: '2026-12-01T11:00:00.000Z',
  };

  it('books with a carnet only when it is named, and never a series', () => {
    expect(v.parse(CreateReservationRequestSchema, { ...booking, payment: 'carnet', user_venue_carnet_id: 2 }).user_venue_carnet_id).toBe(
      2,
    );
    expect(errorsOf(CreateReservationRequestSchema, { ...booking, payment: 'carnet' })).toEqual({
      user_venue_carnet_id: { key: 'validation.required' },
    });
    expect(
      errorsOf(CreateReservationRequestSchema, {
        ...booking,
        payment: 'carnet',
        user_venue_carnet_id: 2,
        recurring: { until: '2026-12-31', mode: 'preview' },
      }),
    ).toEqual({ recurring: { key: 'validation.invalid' } });
  });

  it('splits a payment with the owner’s carnet, never by link', () => {
    expect(
      v.is(CreatePaymentRequestSchema, { venue_id: 1, reservation_id: 5, user_venue_carnet_id: 2, method_id: 509, blik_code: '777123' }),
    ).toBe(true);
    expect(
      errorsOf(CreatePaymentRequestSchema, {
        venue_id: 1,
        reservation_uuid: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
        user_venue_carnet_id: 2,
        method_id: 106,
      }),
    ).toHaveProperty('user_venue_carnet_id');
  });

  it('answers a shortfall of at least one grosz with the insufficient-value code', () => {
    expect(ERROR_CODES).toContain('CARNET_INSUFFICIENT_VALUE');
    expect(v.is(CarnetShortfallBodySchema, { shortfall: 1250 })).toBe(true);
    expect(v.is(CarnetShortfallBodySchema, { shortfall: 0 })).toBe(false);
  });

  it('keeps answers from before carnets parseable (the carnet fields are optional)', () => {
    expect(PaymentSchema.entries.carnet.type).toBe('optional');
    expect(PaymentSchema.entries.carnet_amount.type).toBe('optional');
    expect(ReservationSchema.entries.carnet.type).toBe('optional');
  });
});
