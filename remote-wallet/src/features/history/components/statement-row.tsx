import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { WalletStatementItem } from '@venue/api/schemas/wallet-statement';
import { formatTime, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { PlainList, Text } from '@venue/ui';
import { signedMoney } from '../../../lib/signed-money';
import { WALLET_TIME_ZONE, formatDay } from '../../../lib/wallet-dates';
import { statementText } from '../statement-text';
import { Amount, Head, Meta, RowCard, Title, TransactionRow } from './transaction-row';

const Details = styled.details`
  > summary {
    cursor: pointer;
    width: max-content;
    max-width: 100%;
    padding-block: ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

const Movements = styled(PlainList)`
  margin-top: ${({ theme }) => theme.space.sm};
`;

const Struck = styled(Amount)`
  color: ${({ theme }) => theme.colors.textMuted};
  text-decoration: line-through;
`;

/** An item of one ledger entry is that entry, shown as before; a payment or a withdrawal gathers its entries. */
const gathers = (item: WalletStatementItem) =>
  item.movements.length > 1 || item.kind === 'booking_payment' || item.kind === 'carnet_purchase' || item.kind === 'withdrawal';

/**
 * One thing the player did: what (a court and its day, a carnet, a withdrawal to an account and
 * its state), how much and how it was paid, when; the ledger entries behind it under "Szczegóły",
 * a native disclosure (keyboard and screen readers know it).
 */
export function StatementRow({ item }: { readonly item: WalletStatementItem }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const [only] = item.movements;
  if (!gathers(item) && only) return <TransactionRow entry={only} />;
  const text = statementText(item, t, language);
  const AmountText = item.status === 'failed' ? Struck : Amount;
  const walletChange =
    (item.kind === 'booking_payment' || item.kind === 'carnet_purchase') && item.wallet_amount > 0
      ? t('history.statement.walletChange', { amount: signedMoney(item.wallet_amount, language) })
      : null;
  return (
    <RowCard data-statement-id={item.id} data-kind={item.kind} data-status={item.status}>
      <Head>
        <Title>{text.title}</Title>
        <AmountText value={item.amount / 100} $credit={item.amount > 0}>
          {signedMoney(item.amount, language)}
        </AmountText>
      </Head>
      <Meta>
        <time dateTime={item.created_at}>{formatDay(item.created_at, WALLET_TIME_ZONE, language)}</time>
        <time dateTime={item.created_at}>{formatTime(item.created_at, WALLET_TIME_ZONE, language)}</time>
        {text.paidBy && <span>{text.paidBy}</span>}
        {text.status && <strong>{text.status}</strong>}
        {walletChange && <span>{walletChange}</span>}
      </Meta>
      {text.detail && <Text variant="small">{text.detail}</Text>}
      {item.reservation_id !== null && item.venue_id !== null && (
        <Text variant="small">
          <Link to={paths.reservationDetails(item.venue_id, item.reservation_id)}>
            {t('ledger.detail.reservationNumber', { id: item.reservation_id })}
          </Link>
        </Text>
      )}
      <Details>
        <summary>{t('history.statement.details')}</summary>
        <Movements aria-label={t('history.statement.movements')}>
          {item.movements.map((entry) => (
            <TransactionRow key={entry.id} entry={entry} nested />
          ))}
        </Movements>
      </Details>
    </RowCard>
  );
}
