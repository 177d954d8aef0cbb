// Test helpers of the wallet remote (never imported by app code): translations, data of the
// API's shape, and a render with theme, router, an empty SWR cache and the current location.
import type { ReactElement } from 'react';
import { act, configure, render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { User } from '@venue/api';
import type { Wallet, WalletTransaction, WalletTransactionPage, Withdrawal } from '@venue/api/schemas/wallet';
import type { WalletStatementItem, WalletStatementPage } from '@venue/api/schemas/wallet-statement';
import { authStore } from '@venue/auth-store';
import { testUser } from '@venue/auth-store/testing';
import { registerTranslations, setLanguage } from '@venue/i18n';
import { loadAllLanguages } from '@venue/i18n/testing';
import { UiProvider } from '@venue/ui';
import { SwrTestCache } from '@venue/ui/testing';
import { walletTranslations } from '../translations/all-languages';

export async function setUpTranslations(): Promise<void> {
  // The shared 2-core machine can be slow; waiting longer costs nothing when all is well.
  configure({ asyncUtilTimeout: 4000 });
  await loadAllLanguages();
  registerTranslations('wallet', walletTranslations);
  setLanguage('pl');
}

export function makeUser(overrides: Partial<User> = {}): User {
  return testUser({ first_name: 'Anna', last_name: 'Nowak', phone_number: '+48500600700', user_venue_profiles: [], ...overrides });
}

export function signInAs(user: User = makeUser()): void {
  act(() => authStore.getState().setSession('test-token', user));
}

export function makeWallet(available: number, frozen = 0): Wallet {
  return { available, frozen, currency: 'PLN' };
}

let nextId = 1000;

/** A ledger entry with no booking; pass the fields the test is about. */
export function makeEntry(overrides: Partial<WalletTransaction> & Pick<WalletTransaction, 'type' | 'amount'>): WalletTransaction {
  nextId += 1;
  return {
    id: nextId,
    frozen_amount: 0,
    description: 'Audit text, never shown',
    created_at: '2026-11-20T13:05:00.000Z',
    reservation_id: null,
    payment_id: null,
    venue_id: null,
    venue_name: null,
    venue_timezone: null,
    sport_object_name: null,
    reservation_start_time: null,
    refund_reason: null,
    payment_reservation_count: null,
    ...overrides,
  };
}

/** A refund of a booking at Klub Sportowy Mokotów (venue 1), court 1, on 3 June 2030 at 16:00 Warsaw time. */
export function makeRefund(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return makeEntry({
    type: 'refund_cancellation',
    amount: 6000,
    reservation_id: 42,
    payment_id: 7,
    venue_id: 1,
    venue_name: 'Klub Sportowy Mokotów',
    venue_timezone: 'Europe/Warsaw',
    sport_object_name: 'Kort 1',
    reservation_start_time: '2030-06-03T14:00:00.000Z',
    refund_reason: 'cancelled_in_time',
    ...overrides,
  });
}

export function pageOf(items: WalletTransaction[], total = items.length, page = 1, pageSize = 20): WalletTransactionPage {
  return { items, total, page, page_size: pageSize };
}

const ENTRY_KINDS: Readonly<Partial<Record<WalletTransaction['type'], WalletStatementItem['kind']>>> = {
  refund_cancellation: 'refund',
  deposit: 'top_up',
  manual_adjustment: 'adjustment',
};

/** A statement item (the API's shape); by default the item of one ledger entry, as the backend makes of a refund. */
export function makeItem(overrides: Partial<WalletStatementItem> & Pick<WalletStatementItem, 'movements'>): WalletStatementItem {
  const [first] = overrides.movements;
  const walletAmount = overrides.movements.reduce((sum, entry) => sum + entry.amount, 0);
  return {
    id: `entry:${first?.id ?? 0}`,
    kind: first ? (ENTRY_KINDS[first.type] ?? 'other') : 'other',
    status: 'completed',
    created_at: first?.created_at ?? '2026-11-20T13:05:00.000Z',
    amount: walletAmount,
    wallet_amount: walletAmount,
    frozen_amount: overrides.movements.reduce((sum, entry) => sum + entry.frozen_amount, 0),
    method_id: null,
    gateway_amount: null,
    wallet_part: null,
    service_fee: null,
    payment_id: first?.payment_id ?? null,
    reservation_id: first?.reservation_id ?? null,
    reservation_count: first?.reservation_id ? 1 : null,
    venue_id: first?.venue_id ?? null,
    venue_name: first?.venue_name ?? null,
    venue_timezone: first?.venue_timezone ?? null,
    sport_object_name: first?.sport_object_name ?? null,
    reservation_start_time: first?.reservation_start_time ?? null,
    carnet_name: null,
    course: null,
    withdrawal: null,
    refund_reason: first?.refund_reason ?? null,
    ...overrides,
  };
}

/** A page of the statement; ledger entries given alone become items of one entry each. */
export function statementOf(
  items: (WalletStatementItem | WalletTransaction)[],
  total = items.length,
  page = 1,
  pageSize = 20,
): WalletStatementPage {
  return {
    items: items.map((item) => ('movements' in item ? item : makeItem({ movements: [item] }))),
    total,
    page,
    page_size: pageSize,
  };
}

export function makeWithdrawal(overrides: Partial<Withdrawal> = {}): Withdrawal {
  nextId += 1;
  return {
    id: nextId,
    amount: 5000,
    iban_last4: '2874',
    account_owner: 'Anna Nowak',
    state: 'confirmed',
    created_at: '2026-11-26T09:00:00.000Z',
    expires_at: null,
    confirmed_at: '2026-11-26T09:01:00.000Z',
    paid_out_at: null,
    expected_arrival_date: '2026-11-27',
    failure_reason: null,
    ...overrides,
  };
}

function Location() {
  const location = useLocation();
  return <p data-testid="location">{location.pathname + location.search}</p>;
}

/** Renders `element` at `path` (the route `/wallet` unless told), with the location in `getByTestId('location')`. */
export function renderAt(element: ReactElement, path = '/wallet', route = '/wallet'): RenderResult {
  return render(
    <SwrTestCache>
      <UiProvider>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path={route} element={element} />
            <Route path="*" element={<h1>Elsewhere</h1>} />
          </Routes>
          <Location />
        </MemoryRouter>
      </UiProvider>
    </SwrTestCache>,
  );
}
