import * as v from 'valibot';
import { WalletStatementItemSchema, WalletStatementPageSchema, type WalletStatementItem } from './wallet-statement';

const withdrawal: WalletStatementItem = {
  id: 'withdrawal:3',
  kind: 'withdrawal',
  status: 'completed',
  created_at: '2026-11-29T09:00:00.000Z',
  amount: -1000,
  wallet_amount: -1000,
  frozen_amount: 0,
  method_id: null,
  gateway_amount: null,
  wallet_part: null,
  service_fee: null,
  payment_id: null,
  reservation_id: null,
  reservation_count: null,
  venue_id: null,
  venue_name: null,
  venue_timezone: null,
  sport_object_name: null,
  reservation_start_time: null,
  carnet_name: null,
  course: null,
  withdrawal: { id: 3, state: 'paid_out', iban_last4: '2874', expected_arrival_date: '2026-11-30', failure_reason: null },
  refund_reason: null,
  movements: [],
};

describe('WalletStatementItemSchema', () => {
  it('accepts an item and a page of them', () => {
    expect(v.is(WalletStatementItemSchema, withdrawal)).toBe(true);
    expect(v.is(WalletStatementPageSchema, { items: [withdrawal], total: 1, page: 1, page_size: 20 })).toBe(true);
  });

  it('refuses an unknown kind, a full account number and fractional grosze', () => {
    expect(v.is(WalletStatementItemSchema, { ...withdrawal, kind: 'bonus' })).toBe(false);
    expect(
      v.is(WalletStatementItemSchema, {
        ...withdrawal,
        withdrawal: { ...withdrawal.withdrawal, iban_last4: '61109010140000071219812874' },
      }),
    ).toBe(false);
    expect(v.is(WalletStatementItemSchema, { ...withdrawal, amount: -10.5 })).toBe(false);
  });
});
