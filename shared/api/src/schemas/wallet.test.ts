import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import * as v from 'valibot';
import {
  WalletSchema,
  WalletTransactionListSchema,
  WalletTransactionLogQuerySchema,
  WalletTransactionSchema,
  type WalletTransaction,
} from './wallet';

const refund: WalletTransaction = {
  id: 3,
  type: 'refund_cancellation',
  amount: 9000,
  frozen_amount: 0,
  description: 'Zwrot: rezerwacja anulowana przed wpłatą',
  created_at: '2030-06-01T10:31:00.000Z',
  reservation_id: 42,
  payment_id: 7,
  venue_id: 1,
  venue_name: 'Klub Sportowy Mokotów',
  venue_timezone: 'Europe/Warsaw',
  sport_object_name: 'Kort 1',
  reservation_start_time: '2030-06-03T14:00:00.000Z',
  refund_reason: 'cancelled_before_payment',
  payment_reservation_count: 1,
};

describe('WalletSchema', () => {
  it('reads balances in grosze', () => {
    expect(v.parse(WalletSchema, { available: 9000, frozen: 0, currency: 'PLN' })).toEqual({ available: 9000, frozen: 0, currency: 'PLN' });
    expect(v.is(WalletSchema, { available: 90.5, frozen: 0, currency: 'PLN' })).toBe(false);
  });
});

describe('WalletTransactionSchema', () => {
  it('reads an entry with the structured fields an app words it from', () => {
    expect(v.parse(WalletTransactionSchema, refund)).toEqual(refund);
  });

  it('reads an entry without reservation, venue or payment', () => {
    const adjustment = {
      ...refund,
      type: 'manual_adjustment',
      amount: -500,
      description: 'Korekta',
      reservation_id: null,
      payment_id: null,
      venue_id: null,
      venue_name: null,
      venue_timezone: null,
      sport_object_name: null,
      reservation_start_time: null,
      refund_reason: null,
      payment_reservation_count: null,
    };
    expect(v.parse(WalletTransactionListSchema, [adjustment])).toEqual([adjustment]);
  });

  it.each([
    [{ type: 'bonus' }],
    [{ refund_reason: 'changed_mind' }],
    [{ payment_reservation_count: 0 }],
    [{ amount: 1.5 }],
    [{ venue_timezone: 3 }],
  ])('refuses %j', (change) => {
    expect(v.is(WalletTransactionSchema, { ...refund, ...change })).toBe(false);
  });

  it('refuses an entry without the reason field (the server always sends it, null when not a refund)', () => {
    const { refund_reason: _omitted, ...withoutReason } = refund;
    expect(v.is(WalletTransactionSchema, withoutReason)).toBe(false);
  });
});

describe('wallet history query', () => {
  const parse = (query: Record<string, unknown>) => v.safeParse(WalletTransactionLogQuerySchema, query);

  it('defaults to the first page of 20 and reads types comma separated or repeated', () => {
    expect(parse({}).output).toEqual({ page: 1, page_size: 20 });
    expect(parse({ type: 'deposit,refund_cancellation', page: '3', page_size: '100' }).output).toEqual({
      type: ['deposit', 'refund_cancellation'],
      page: 3,
      page_size: 100,
    });
    expect(parse({ type: ['freeze', 'unfreeze', 'freeze'] }).output).toMatchObject({ type: ['freeze', 'unfreeze'] });
    expect(parse({ from: '2030-06-01', to: '2030-06-30', venue_id: '4' }).output).toMatchObject({
      from: '2030-06-01',
      to: '2030-06-30',
      venue_id: 4,
    });
  });

  it('refuses unknown types, pages past 100 entries and days that do not exist', () => {
    expect(parse({ type: 'deposit,bonus' }).success).toBe(false);
    expect(parse({ type: '' }).success).toBe(false);
    expect(parse({ page_size: '101' }).success).toBe(false);
    expect(parse({ page: '0' }).success).toBe(false);
    expect(parse({ from: '2030-02-30' }).success).toBe(false);
    expect(parse({ venue_id: '4294967296' }).success).toBe(false);
  });
});

describe('wallet.ts', () => {
  // The wallet page's first chunk imports this module; the IBAN check (ibantools) belongs to the
  // withdrawal form's lazy chunk, through withdrawal.ts.
  it('imports no IBAN library', () => {
    const source = readFileSync(join(__dirname, 'wallet.ts'), 'utf8');
    expect(source).not.toMatch(/from '(ibantools|\.\/withdrawal)'/);
  });
});
