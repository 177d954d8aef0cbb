/**
 * What paying from the wallet would do, as the backend decides it (payment-service `startPayment`):
 * a balance that covers the reservations pays them alone, with no service fee (the fee is the
 * gateway's per-transaction charge); a smaller one is used whole and the rest plus the fee goes by
 * BLIK or transfer. The server decides on the balance at that moment; this is the preview.
 */
export type WalletSplit =
  | { readonly kind: 'none'; readonly gateway: number; readonly serviceFee: number }
  | { readonly kind: 'all'; readonly fromWallet: number }
  | { readonly kind: 'part'; readonly fromWallet: number; readonly gateway: number; readonly serviceFee: number };

export function walletSplit({
  price,
  serviceFee,
  available,
  useWallet,
}: {
  /** Grosze to pay for the reservations, partner cards taken off, without the fee. */
  readonly price: number;
  readonly serviceFee: number;
  /** The wallet's available balance; null while unknown. */
  readonly available: number | null;
  readonly useWallet: boolean;
}): WalletSplit {
  const balance = Math.max(0, available ?? 0);
  if (!useWallet || balance === 0 || price <= 0) return { kind: 'none', gateway: price + serviceFee, serviceFee };
  if (balance >= price) return { kind: 'all', fromWallet: price };
  return { kind: 'part', fromWallet: balance, gateway: price - balance + serviceFee, serviceFee };
}

/** The wallet pays everything: no gateway method is needed. */
export function walletCoversAll(split: WalletSplit): boolean {
  return split.kind === 'all';
}
