// The signed-in user's wallet balance, for paying from it (the wallet remote owns the wallet page).
import { usersApi } from '@venue/api';
import { WalletSchema, type Wallet } from '@venue/api/schemas/wallet';

/** Refreshed after any payment that used the wallet, and after a failure that says funds fell short. */
export const walletKey = () => ['booking', 'wallet'] as const;

/** `{ available, frozen }` in grosze: only `available` can pay. */
export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return usersApi.get('/user_wallet', { schema: WalletSchema, signal });
}
