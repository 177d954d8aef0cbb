import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from '@venue/ui';

/** The last four digits of an account, as the API returns it (`iban_last4`) or of the number typed. */
export function lastFourOf(iban: string): string {
  return iban.replace(/\D/g, '').slice(-4);
}

/**
 * "PL•• •••• … 1234": an account named by its last digits only. A screen reader hears
 * "account ending in 1234" instead of the bullets.
 */
export function MaskedIban({ last4 }: { readonly last4: string }) {
  const { t } = useTranslation('wallet');
  return (
    <span data-iban-last4={last4}>
      <span aria-hidden="true">PL•• •••• … </span>
      <VisuallyHidden>{t('withdrawal.ibanEnding')} </VisuallyHidden>
      {last4}
    </span>
  );
}
