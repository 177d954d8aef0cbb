import type { TFunction } from 'i18next';
import { WalletTransactionTypeSchema, type WalletRefundReason } from '@venue/api';
import { formatDateTime, i18n, registerTranslations, toLanguageCode, type Language } from '@venue/i18n';
import { walletTranslations } from '../translations/all-languages';
import { ledgerEntryText, type LedgerEntry } from './ledger-entry-text';

const LANGUAGES: readonly Language[] = ['pl', 'en', 'ua'];

const booking = {
  reservation_id: 42,
  venue_name: 'Klub Sportowy Mokotów',
  venue_timezone: 'Europe/Warsaw',
  sport_object_name: 'Kort 1',
  reservation_start_time: '2030-06-03T14:00:00.000Z',
} as const;
const noBooking = {
  reservation_id: null,
  venue_name: null,
  venue_timezone: null,
  sport_object_name: null,
  reservation_start_time: null,
} as const;

function entry(change: Partial<LedgerEntry> & Pick<LedgerEntry, 'type'>): LedgerEntry {
  return { ...noBooking, payment_id: null, refund_reason: null, payment_reservation_count: null, ...change };
}

function tIn(language: Language): TFunction<'wallet'> {
  return i18n.getFixedT(toLanguageCode(language), 'wallet');
}

const title = (language: Language, change: Parameters<typeof entry>[0]) => ledgerEntryText(entry(change), tIn(language), language).title;

beforeAll(() => {
  registerTranslations('wallet', walletTranslations);
});

describe('ledgerEntryText', () => {
  it('words every entry type and refund reason in every language, never as a raw key or a blank', () => {
    const reasons: (WalletRefundReason | null)[] = [
      'cancelled_in_time',
      'cancelled_before_payment',
      'already_paid',
      'payment_voided',
      'court_resold',
      null,
    ];
    for (const language of LANGUAGES) {
      const seen = new Set<string>();
      for (const type of WalletTransactionTypeSchema.options) {
        for (const refund_reason of type === 'refund_cancellation' ? reasons : [null]) {
          for (const payment_id of type === 'freeze' || type === 'unfreeze' ? [null, 7] : [7]) {
            const text = ledgerEntryText(entry({ type, refund_reason, payment_id, payment_reservation_count: 1 }), tIn(language), language);
            expect(text.title).not.toMatch(/ledger\.|\{\{|^\s*$/);
            seen.add(text.title);
          }
        }
      }
      // Each kind of entry reads differently: 8 types, a refund in 6 ways, a hold and its release
      // for a withdrawal or for a payment.
      expect(seen.size).toBe(WalletTransactionTypeSchema.options.length + 5 + 2);
    }
  });

  it('says why money came back, from the refund reason', () => {
    const refund = (refund_reason: WalletRefundReason | null) => ({ type: 'refund_cancellation' as const, ...booking, refund_reason });
    expect(title('pl', refund('cancelled_in_time'))).toBe('Zwrot za odwołaną rezerwację');
    expect(title('pl', refund('cancelled_before_payment'))).toBe('Zwrot: rezerwacja anulowana przed wpłatą');
    expect(title('pl', refund('already_paid'))).toBe('Zwrot: rezerwacja była już opłacona');
    expect(title('en', refund('already_paid'))).toBe('Refund: the reservation had already been paid');
    expect(title('ua', refund('cancelled_before_payment'))).toBe('Повернення: бронювання скасовано до надходження оплати');
    expect(title('en', refund('payment_voided'))).toBe('Refund: the payment had been cancelled before the money arrived');
    expect(title('pl', refund('payment_voided'))).toBe('Zwrot: płatność została anulowana przed wpłatą');
    expect(title('pl', refund('court_resold'))).toBe('Zwrot: odwołany po terminie kort zarezerwowano ponownie');
    expect(title('en', refund(null))).toBe('Reservation refund');
  });

  it('words a hold with a payment as the wallet part of a split payment, and one without as a withdrawal', () => {
    const hold = (type: 'freeze' | 'unfreeze', payment_id: number | null) => ({ type, payment_id, venue_name: booking.venue_name });
    expect(title('pl', hold('freeze', 7))).toBe('Blokada środków na płatność');
    expect(title('pl', hold('unfreeze', 7))).toBe('Zwolnienie blokady środków na płatność');
    expect(title('pl', hold('freeze', null))).toBe('Blokada środków na wypłatę');
    expect(title('pl', hold('unfreeze', null))).toBe('Zwolnienie blokady środków na wypłatę');
    expect(title('en', hold('freeze', 7))).toBe('Funds held for a payment');
    expect(title('en', hold('unfreeze', 7))).toBe('Hold for a payment released');
    expect(title('en', hold('freeze', null))).toBe('Funds held for a withdrawal');
    expect(title('ua', hold('freeze', 7))).toBe('Блокування коштів для оплати');
    expect(title('ua', hold('unfreeze', 7))).toBe('Зняття блокування коштів для оплати');
    expect(title('ua', hold('unfreeze', null))).toBe('Зняття блокування коштів для виведення');
    // The payment's venue still names where the money went.
    expect(ledgerEntryText(entry(hold('freeze', 7)), tIn('pl'), 'pl').detail).toBe('Klub Sportowy Mokotów');
  });

  it('counts the reservations an online payment was for, with the plural forms of each language', () => {
    const deposit = (count: number) => ({ type: 'deposit' as const, venue_name: booking.venue_name, payment_reservation_count: count });
    expect([1, 2, 5, 12, 22].map((count) => title('pl', deposit(count)))).toEqual([
      'Płatność online za 1 rezerwację',
      'Płatność online za 2 rezerwacje',
      'Płatność online za 5 rezerwacji',
      'Płatność online za 12 rezerwacji',
      'Płatność online za 22 rezerwacje',
    ]);
    expect([1, 3, 5, 11, 21].map((count) => title('ua', deposit(count)))).toEqual([
      'Онлайн-оплата за 1 бронювання',
      'Онлайн-оплата за 3 бронювання',
      'Онлайн-оплата за 5 бронювань',
      'Онлайн-оплата за 11 бронювань',
      'Онлайн-оплата за 21 бронювання',
    ]);
    expect([1, 2].map((count) => title('en', deposit(count)))).toEqual([
      'Online payment for 1 reservation',
      'Online payment for 2 reservations',
    ]);
    // Money paid in without a payment for reservations is a top-up.
    expect(title('en', { type: 'deposit' })).toBe('Wallet top-up');
  });

  it('words a carnet purchase as one: its online payment and its price leaving the wallet, never a top-up or a reservation', () => {
    const carnet = { payment_id: 9, venue_name: booking.venue_name, payment_reservation_count: null };
    expect(title('pl', { type: 'deposit', ...carnet })).toBe('Płatność online za karnet');
    expect(title('pl', { type: 'settlement', ...carnet })).toBe('Zakup karnetu');
    expect(title('en', { type: 'settlement', ...carnet })).toBe('Pass purchase');
    expect(title('ua', { type: 'settlement', ...carnet })).toBe('Купівля абонемента');
    // A reservation paid from the wallet alone is still a reservation paid.
    expect(title('pl', { type: 'settlement', payment_id: 9, ...booking })).toBe('Opłacenie rezerwacji');
  });

  it('names the booking at the venue’s wall-clock time, or the venue, or the reservation number', () => {
    for (const language of LANGUAGES) {
      const settled = ledgerEntryText(entry({ type: 'settlement', ...booking }), tIn(language), language);
      const start = formatDateTime(booking.reservation_start_time, booking.venue_timezone, language);
      expect(settled.detail).toBe(`Klub Sportowy Mokotów, Kort 1, ${start}`);
      // 14:00 UTC is 16:00 in Warsaw in June.
      expect(start).toMatch(/16:00/);
    }
    const fee = ledgerEntryText(entry({ type: 'service_fee', venue_name: booking.venue_name }), tIn('pl'), 'pl');
    expect(fee).toEqual({ title: 'Opłata serwisowa za płatność online', detail: 'Klub Sportowy Mokotów' });
    const bare = ledgerEntryText(entry({ type: 'freeze', reservation_id: 7 }), tIn('ua'), 'ua');
    expect(bare).toEqual({ title: 'Блокування коштів для виведення', detail: 'Бронювання № 7' });
    expect(ledgerEntryText(entry({ type: 'manual_adjustment' }), tIn('en'), 'en')).toEqual({ title: 'Balance adjustment', detail: null });
  });
});
