import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError } from '@venue/api';
import type { CarnetHours, CarnetKind, CarnetUnusableReason } from '@venue/api/schemas/carnet';
import { formatMoney, useLanguage } from '@venue/i18n';
import { PlainList } from '@venue/ui';
import { carnetHoursLines } from '../../lib/carnets/carnet-hours';

/** Entries or grosze as the kind says: "10 wejść", "500,00 zł". */
export function useCarnetAmount(): (kind: CarnetKind, amount: number) => string {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return (kind, amount) => (kind === 'amount' ? formatMoney(amount, language) : t('carnet.entries', { count: amount }));
}

const CARNET_ERROR_CODES = [
  'CARNET_NOT_FOUND',
  'CARNET_EXPIRED',
  'CARNET_USED_UP',
  'CARNET_NOT_PAID',
  'CARNET_HOURS_NOT_MATCHED',
  'CARNET_NOT_FOR_THIS_COURT',
  'CARNET_INSUFFICIENT_VALUE',
  'CARNET_NOT_ON_SALE',
] as const;
export type CarnetErrorCode = (typeof CARNET_ERROR_CODES)[number];

/** The server's carnet refusal (`CARNET_*`), null for any other error; its message is `carnet.errors.<code>`. */
export function carnetErrorCode(error: unknown): CarnetErrorCode | null {
  if (!isApiError(error) || !error.code) return null;
  return (CARNET_ERROR_CODES as readonly string[]).includes(error.code) ? (error.code as CarnetErrorCode) : null;
}

/** Why a carnet cannot be used, in words. */
export function useCarnetReason(): (reason: CarnetUnusableReason) => string {
  const { t } = useTranslation('booking');
  return (reason) => t(`carnet.reason.${reason}`);
}

const Lines = styled(PlainList)`
  font-variant-numeric: tabular-nums;
`;

/** The weekly hours grouped into a few lines, or "during the venue's opening hours" when there are none. */
export function CarnetHoursText({ hours }: { readonly hours: readonly CarnetHours[] }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const lines = carnetHoursLines(hours, language);
  if (lines.length === 0) return <span>{t('carnet.anyHours')}</span>;
  if (lines.length === 1) return <span>{lines[0]}</span>;
  return (
    <Lines>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Lines>
  );
}

/** "Paid with carnet Poranny (1 wejście)" for a reservation a carnet paid, null when none did. */
export function CarnetPaidNote({ carnet }: { readonly carnet: { name: string; kind: CarnetKind; amount: number } | null | undefined }) {
  const { t } = useTranslation('booking');
  const amount = useCarnetAmount();
  if (!carnet) return null;
  return <>{t('carnet.paidWith', { name: carnet.name, amount: amount(carnet.kind, carnet.amount) })}</>;
}
