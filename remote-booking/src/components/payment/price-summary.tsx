import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { formatMoney, useLanguage } from '@venue/i18n';
import type { OfferedMethodsKind } from './payment-method';

const List = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  row-gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    padding-left: ${({ theme }) => theme.space.md};
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

const TotalTerm = styled.dt`
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-weight: ${({ theme }) => theme.font.weightBold};

  && {
    color: ${({ theme }) => theme.colors.text};
  }
`;

const TotalValue = styled.dd`
  padding-top: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const FeeNote = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

export interface PriceSummaryProps {
  /** Grosze, before the discount. */
  readonly basePrice: number;
  /** Grosze taken off (partner cards); the row appears only when positive. */
  readonly discount?: number;
  /** Grosze; 198 (1,98 zł) per online transaction. */
  readonly serviceFee: number;
  /** Paid at the venue, not now: the total says so. */
  readonly onSite?: boolean;
  /** Grosze the wallet pays (`walletSplit`); the rest of the total is what BLIK or a transfer pays. */
  readonly fromWallet?: number;
  /** What the venue takes online (`useOfferedMethodsKind`), named on the rest's line; "both" unless told. */
  readonly methods?: OfferedMethodsKind;
  /** The first line's name; "Reservation price" unless something else is paid for (a carnet). */
  readonly basePriceLabel?: string;
  /** What a carnet pays, named ("Karnet Poranny (1 wejście)"); taken off like the wallet's part. */
  readonly fromCarnet?: { readonly label: string; readonly amount: number };
}

export function priceTotal({ basePrice, discount = 0, serviceFee }: PriceSummaryProps): number {
  return Math.max(0, basePrice - discount) + serviceFee;
}

/** Base price, discount, service fee and total, shown before paying (issue 3 item 3). */
export function PriceSummary(props: PriceSummaryProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const { basePrice, discount = 0, serviceFee, fromWallet = 0, fromCarnet, methods = 'both' } = props;
  const carnetPart = fromCarnet?.amount ?? 0;
  const rest = priceTotal(props) - fromWallet - carnetPart;
  const money = (grosze: number) => formatMoney(grosze, language);
  return (
    <div>
      <List>
        <dt>{props.basePriceLabel ?? t('payment.summary.basePrice')}</dt>
        <dd>{money(basePrice)}</dd>
        {discount > 0 && (
          <>
            <dt>{t('payment.summary.discount')}</dt>
            <dd>−{money(discount)}</dd>
          </>
        )}
        {/* Only online payments carry a fee; a 0,00 zł line would just be noise. */}
        {serviceFee > 0 && (
          <>
            <dt>{t('payment.summary.serviceFee')}</dt>
            <dd>{money(serviceFee)}</dd>
          </>
        )}
        <TotalTerm>{t(props.onSite ? 'payment.summary.totalOnSite' : 'payment.summary.total')}</TotalTerm>
        <TotalValue>{money(priceTotal(props))}</TotalValue>
        {fromWallet > 0 && (
          <>
            <dt>{t('payment.wallet.fromWallet')}</dt>
            <dd>−{money(fromWallet)}</dd>
          </>
        )}
        {fromCarnet && carnetPart > 0 && (
          <>
            <dt>{fromCarnet.label}</dt>
            <dd>−{money(carnetPart)}</dd>
          </>
        )}
        {fromWallet + carnetPart > 0 && rest > 0 && (
          <>
            <dt>{t(`payment.wallet.rest.${methods}`)}</dt>
            <dd>{money(rest)}</dd>
          </>
        )}
      </List>
      {serviceFee > 0 && <FeeNote>{t('payment.summary.serviceFeeNote')}</FeeNote>}
    </div>
  );
}
