// The signed-in user's wallet balance (the wallet pages live in the wallet remote).
import { usersApi } from '@venue/api';
import { WalletSchema, type Wallet } from '@venue/api/schemas/wallet';

/** The SWR key of the balance: one per signed-in user, whose cache the host clears on logout. */
export const walletKey = () => ['account', 'wallet'] as const;

export function getWallet(signal?: AbortSignal): Promise<Wallet> {
  return usersApi.get('/user_wallet', { schema: WalletSchema, signal });
}
