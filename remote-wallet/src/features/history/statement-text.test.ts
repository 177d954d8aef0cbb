import type { TFunction } from 'i18next';
import { PAYMENT_METHOD_WALLET } from '@venue/api/schemas/payment';
import type { WalletStatementItem } from '@venue/api/schemas/wallet-statement';
import { i18n, registerTranslations, toLanguageCode, type Language } from '@venue/i18n';
import { makeEntry, makeItem } from '../../testing/render-wallet';
import { walletTranslations } from '../../translations/all-languages';
import { statementText } from './statement-text';

const tIn = (language: Language): TFunction<'wallet'> => i18n.getFixedT(toLanguageCode(language), 'wallet');
/** The text with Intl's no-break spaces ("81,98 zł") as plain ones, to compare with readable literals. */
function words(item: WalletStatementItem, language: Language = 'pl') {
  const plain = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null;
  const text = statementText(item, tIn(language), language);
  return { title: plain(text.title), detail: plain(text.detail), paidBy: plain(text.paidBy), status: plain(text.status) };
}

beforeAll(() => {
  registerTranslations('wallet', walletTranslations);
});

const court = {
  venue_id: 1,
  venue_name: 'Malta Racket Club',
  venue_timezone: 'Europe/Warsaw',
  sport_object_name: 'Kort squash 2',
  // 17:00 in Warsaw on Sunday 29 November.
  reservation_start_time: '2026-11-29T16:00:00.000Z',
  reservation_id: 42,
  payment_id: 7,
};

/** A booking paid by BLIK: the ledger's deposit, service fee and settlement, one item. */
function blikBooking(change: Partial<WalletStatementItem> = {}): WalletStatementItem {
  return makeItem({
    id: 'payment:7',
    kind: 'booking_payment',
    amount: -8198,
    wallet_amount: 0,
    method_id: 509,
    gateway_amount: 8198,
    wallet_part: 0,
    service_fee: 198,
    ...court,
    reservation_count: 1,
    movements: [
      makeEntry({ type: 'deposit', amount: 8198, payment_id: 7, payment_reservation_count: 1 }),
      makeEntry({ type: 'service_fee', amount: -198, payment_id: 7 }),
      makeEntry({ type: 'settlement', amount: -8000, ...court }),
    ],
    ...change,
  });
}

describe('statementText', () => {
  it('names a booking by its court and day on the venue clock, and says it went by BLIK with the fee', () => {
    expect(words(blikBooking())).toEqual({
      title: 'Kort squash 2, 29 lis',
      detail: 'Malta Racket Club, Kort squash 2, 29 lis 2026, 17:00',
      paidBy: 'BLIK 81,98 zł',
      status: null,
    });
    expect(words(blikBooking(), 'en').paidBy).toBe('BLIK 81,98 zł');
    expect(words(blikBooking({ method_id: 106 }), 'en').paidBy).toBe('Bank transfer 81,98 zł');
    expect(words(blikBooking({ reservation_count: 3 })).title).toBe('Kort squash 2, 29 lis i jeszcze 2 rezerwacje');
    expect(words(blikBooking({ reservation_count: 6 }), 'ua').title).toMatch(/^Kort squash 2, 29 лист\.? і ще 5 бронювань$/);
  });

  it('says the wallet’s part of a split payment, a payment from the wallet alone, one under way and one that failed', () => {
    expect(words(blikBooking({ gateway_amount: 4198, wallet_part: 4000 })).paidBy).toBe('Portfel 40,00 zł + BLIK 41,98 zł');
    expect(words(blikBooking({ method_id: 0, gateway_amount: 0, wallet_part: 8000 })).paidBy).toBe('Portfel 80,00 zł');
    expect(words(blikBooking({ status: 'pending' })).status).toBe('W toku');
    expect(words(blikBooking({ status: 'failed' }), 'en').status).toBe('Did not go through, nothing was charged');
  });

  it('names a carnet by its name, never as a reservation paid', () => {
    const carnet = blikBooking({ kind: 'carnet_purchase', carnet_name: 'Squash poranny', reservation_id: null, sport_object_name: null });
    expect(words(carnet).title).toBe('Karnet Squash poranny');
    expect(words(carnet, 'ua').title).toBe('Абонемент Squash poranny');
    expect(words({ ...carnet, carnet_name: null }).title).toBe('Zakup karnetu');
  });

  it('says where a withdrawal went and how it stands, in every state and language', () => {
    const withdrawal = (state: NonNullable<WalletStatementItem['withdrawal']>['state']) =>
      makeItem({
        id: 'withdrawal:3',
        kind: 'withdrawal',
        amount: -1000,
        withdrawal: { id: 3, state, iban_last4: '2874', expected_arrival_date: '2026-11-30', failure_reason: null },
        movements: [
          makeEntry({ type: 'freeze', amount: -1000, frozen_amount: 1000 }),
          makeEntry({ type: 'withdrawal', amount: 0, frozen_amount: -1000 }),
        ],
      });
    expect(words(withdrawal('paid_out')).title).toBe('Wypłata na konto …2874 — wysłana');
    expect(words(withdrawal('confirmed')).title).toBe('Wypłata na konto …2874 — zlecona');
    expect(words(withdrawal('failed'))).toMatchObject({
      title: 'Wypłata na konto …2874 — odrzucona',
      status: 'Pieniądze wróciły do portfela.',
    });
    expect(words(withdrawal('paid_out'), 'en').title).toBe('Withdrawal to account …2874 — sent');
    for (const language of ['pl', 'en', 'ua'] as const) {
      for (const state of ['requested', 'confirmed', 'paid_out', 'failed', 'expired'] as const) {
        expect(words(withdrawal(state), language).title).not.toMatch(/history\.|\{\{/);
      }
    }
  });

  it('reads an item of one ledger entry as that entry', () => {
    const refund = makeItem({
      movements: [makeEntry({ type: 'refund_cancellation', amount: 6000, refund_reason: 'cancelled_in_time', ...court })],
    });
    expect(words(refund)).toMatchObject({ title: 'Zwrot za odwołaną rezerwację', paidBy: null, status: null });
  });

  it('names a course enrolment’s payment and its refund by the course and the child, in every language', () => {
    const course = { name: 'Mini tenis', child_first_name: 'Zosia' };
    const paid = makeItem({
      id: 'payment:9',
      kind: 'booking_payment',
      amount: -32_000,
      method_id: PAYMENT_METHOD_WALLET,
      gateway_amount: 0,
      wallet_part: 32_000,
      payment_id: 9,
      venue_id: 1,
      venue_name: 'Malta Racket Club',
      course,
      movements: [makeEntry({ type: 'settlement', amount: -32_000, payment_id: 9, venue_id: 1, venue_name: 'Malta Racket Club' })],
    });
    const refund = makeItem({
      course,
      movements: [
        makeEntry({ type: 'refund_cancellation', amount: 28_000, refund_reason: 'cancelled_in_time', venue_name: 'Malta Racket Club' }),
      ],
    });
    expect(words(paid)).toMatchObject({ title: 'Kurs: Mini tenis — Zosia', detail: 'Malta Racket Club', paidBy: 'Portfel 320,00 zł' });
    expect(words(refund).title).toBe('Zwrot za kurs: Mini tenis — Zosia');
    expect([words(paid, 'en').title, words(refund, 'en').title]).toEqual([
      'Course: Mini tenis — Zosia',
      'Refund for the course: Mini tenis — Zosia',
    ]);
    expect([words(paid, 'ua').title, words(refund, 'ua').title]).toEqual([
      'Курс: Mini tenis — Zosia',
      'Повернення за курс: Mini tenis — Zosia',
    ]);
  });
});
