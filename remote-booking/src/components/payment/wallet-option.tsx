import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import useSWR from 'swr';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Checkbox, Stack, Text } from '@venue/ui';
import { getWallet, walletKey } from '../../api/wallet';
import type { OfferedMethodsKind } from './payment-method';
import { useOfferedMethodsKind } from './use-payment-methods';
import { walletSplit, type WalletSplit } from './wallet-split';

/** The signed-in player's available balance; null while loading, on an error, or when `enabled` is off. */
export function useWalletBalance(enabled = true): number | null {
  const { data } = useSWR(enabled ? walletKey() : null, () => getWallet());
  return data?.available ?? null;
}

export interface WalletOptionProps {
  /** Grosze for the reservations (partner cards off), without the fee. */
  readonly price: number;
  readonly serviceFee: number;
  readonly available: number | null;
  readonly checked: boolean;
  readonly onChange: (useWallet: boolean) => void;
  readonly disabled?: boolean;
  /** Prefix of the control id (`${id}-wallet`). */
  readonly id: string;
  /** Whose online methods pay what the wallet leaves: the hint names only those (`usePaymentMethods`). */
  readonly venueId: number;
}

/**
 * "Pay from the wallet (balance X zł)" and, once chosen, what it covers and what remains for the
 * venue's online methods (BLIK alone at a venue without transfers). Shown only when the wallet has
 * money; a wallet that cannot pay says nothing.
 */
export function WalletOption({ price, serviceFee, available, checked, onChange, disabled = false, id, venueId }: WalletOptionProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const methods = useOfferedMethodsKind(venueId);
  if (available === null || available <= 0 || price <= 0) return null;
  const money = (grosze: number) => formatMoney(grosze, language);
  const split = walletSplit({ price, serviceFee, available, useWallet: checked });
  return (
    <Stack $gap="xs">
      <Checkbox
        id={`${id}-wallet`}
        label={t('payment.wallet.use', { balance: money(available) })}
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      <Text variant="small" aria-live="polite">
        {walletSplitText(split, money, t, methods)}
      </Text>
    </Stack>
  );
}

/**
 * One sentence on what the choice does; also the confirmation's wording of a wallet payment.
 * `methods`: what the venue takes online (`useOfferedMethodsKind`), "both" while unknown.
 */
export function walletSplitText(
  split: WalletSplit,
  money: (grosze: number) => string,
  t: TFunction<'booking'>,
  methods: OfferedMethodsKind = 'both',
): string {
  switch (split.kind) {
    case 'none':
      return t(`payment.wallet.hint.${methods}`);
    case 'all':
      return t('payment.wallet.coversAll', { amount: money(split.fromWallet) });
    case 'part':
      return t(`payment.wallet.coversPart.${methods}`, { wallet: money(split.fromWallet), rest: money(split.gateway) });
  }
}
