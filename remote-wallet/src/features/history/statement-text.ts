import type { TFunction } from 'i18next';
import { PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER, PAYMENT_METHOD_WALLET } from '@venue/api/schemas/payment';
import type { WalletStatementItem } from '@venue/api/schemas/wallet-statement';
import { formatDateTime, formatMoney, type Language } from '@venue/i18n';
import { ledgerEntryText } from '../../lib/ledger-entry-text';
import { formatShortDay } from '../../lib/wallet-dates';

/** How the history shows one thing the player did. */
export interface StatementText {
  /** "Kort squash 2, 29 lis", "Karnet Squash poranny", "Kurs: Mini tenis — Zosia", "Wypłata na konto …2874 — wysłana". */
  readonly title: string;
  /** Where: "venue, court, start" on the venue's clock, or the venue; `null` when it names neither. */
  readonly detail: string | null;
  /** How it was paid: "BLIK 81,98 zł", "Portfel 20,00 zł + BLIK 61,98 zł"; `null` for what was not a payment. */
  readonly paidBy: string | null;
  /** Said when it is not simply done: "W toku", "Nie doszła do skutku", or a withdrawal's arrival. */
  readonly status: string | null;
}

type Item = Omit<WalletStatementItem, 'movements' | 'id' | 'created_at'> & { readonly movements: WalletStatementItem['movements'] };

function methodKey(methodId: number | null): string {
  if (methodId === PAYMENT_METHOD_BLIK) return 'history.statement.method.blik';
  if (methodId === PAYMENT_METHOD_TRANSFER) return 'history.statement.method.transfer';
  return 'history.statement.method.online';
}

function paidByOf(item: Item, t: TFunction<'wallet'>, language: Language): string | null {
  if (item.kind !== 'booking_payment' && item.kind !== 'carnet_purchase') return null;
  if (item.gateway_amount === null || item.wallet_part === null) return null;
  const parts: string[] = [];
  if (item.wallet_part > 0 || item.method_id === PAYMENT_METHOD_WALLET) {
    parts.push(t('history.statement.method.wallet', { amount: formatMoney(item.wallet_part, language) }));
  }
  if (item.gateway_amount > 0) parts.push(t(methodKey(item.method_id), { amount: formatMoney(item.gateway_amount, language) }));
  return parts.length > 0 ? parts.join(' + ') : null;
}

function bookingTitle(item: Item, t: TFunction<'wallet'>, language: Language): string | null {
  const { sport_object_name: court, reservation_start_time: start, venue_timezone: timeZone } = item;
  if (court === null || start === null || timeZone === null) return null;
  const day = formatShortDay(start, timeZone, language);
  const others = (item.reservation_count ?? 1) - 1;
  return others > 0 ? t('history.statement.bookingMany', { court, day, count: others }) : t('history.statement.booking', { court, day });
}

const courseWords = (course: NonNullable<Item['course']>) => ({ name: course.name, child: course.child_first_name });

function detailOf(item: Item, t: TFunction<'wallet'>, language: Language): string | null {
  const { venue_name: venue, sport_object_name: court, reservation_start_time: start, venue_timezone: timeZone } = item;
  if (venue !== null && court !== null && start !== null && timeZone !== null) {
    return t('ledger.detail.booking', { venue, court, start: formatDateTime(start, timeZone, language) });
  }
  return venue;
}

function statusOf(item: Item, t: TFunction<'wallet'>): string | null {
  if (item.kind === 'withdrawal') {
    const { withdrawal } = item;
    if (withdrawal?.state === 'failed') return t('history.statement.withdrawalReturned');
    return null;
  }
  if (item.status === 'pending') return t('history.statement.pending');
  if (item.status === 'failed') return t('history.statement.failed');
  return null;
}

/**
 * Words one statement item in the user's language (`t` of the `wallet` namespace): what the player
 * did, where, how it was paid and whether it is done. An item of a single ledger entry (a refund, a
 * top-up) reads as that entry does.
 */
export function statementText(item: Item, t: TFunction<'wallet'>, language: Language): StatementText {
  const base = { detail: detailOf(item, t, language), paidBy: paidByOf(item, t, language), status: statusOf(item, t) };
  switch (item.kind) {
    case 'booking_payment':
      if (item.course) return { ...base, title: t('history.statement.course', courseWords(item.course)) };
      return { ...base, title: bookingTitle(item, t, language) ?? t('ledger.settlement') };
    case 'carnet_purchase':
      return {
        ...base,
        title: item.carnet_name === null ? t('ledger.carnetPurchase') : t('history.statement.carnet', { name: item.carnet_name }),
      };
    case 'withdrawal': {
      const state = t(`history.statement.withdrawalState.${item.withdrawal?.state ?? 'requested'}`);
      const title = item.withdrawal
        ? t('history.statement.withdrawal', { last4: item.withdrawal.iban_last4, state })
        : t('history.statement.withdrawalNoAccount', { state });
      return { ...base, detail: null, title };
    }
    default: {
      const [entry] = item.movements;
      if (!entry) return { ...base, title: t('ledger.manualAdjustment') };
      const text = ledgerEntryText(entry, t, language);
      // A course's refund names the course and the child; the ledger entry alone knows neither.
      const title = item.kind === 'refund' && item.course ? t('history.statement.courseRefund', courseWords(item.course)) : text.title;
      return { ...base, title, detail: text.detail };
    }
  }
}
