import { useEffect, useRef } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type { Withdrawal } from '@venue/api/schemas/wallet';
import { isTransactionsKey, listWithdrawals, walletKey, withdrawalsKey } from '../../api/wallet';

/** How often a withdrawal on its way is looked at again: the payout is a matter of seconds to minutes. */
export const WITHDRAWAL_POLL_MS = 5000;

function isOnItsWay(withdrawal: Withdrawal): boolean {
  return withdrawal.state === 'requested' || withdrawal.state === 'confirmed';
}

/**
 * The user's withdrawals, asked again every few seconds while one is on its way, so "confirmed"
 * turns into "paid out" (or "failed", "expired") without a reload. When a state changes, the money
 * moved: the balances and the history are revalidated too.
 */
export function useWithdrawals(): SWRResponse<Withdrawal[]> {
  const { mutate } = useSWRConfig();
  const list = useSWR(withdrawalsKey(), () => listWithdrawals(), {
    refreshInterval: (data) => (data?.some(isOnItsWay) ? WITHDRAWAL_POLL_MS : 0),
  });
  const states = list.data?.map((withdrawal) => `${withdrawal.id}:${withdrawal.state}`).join(',');
  const seen = useRef(states);
  useEffect(() => {
    if (states === undefined) return;
    if (seen.current !== undefined && seen.current !== states) {
      void mutate(walletKey());
      void mutate(isTransactionsKey);
    }
    seen.current = states;
  }, [states, mutate]);
  return list;
}
