import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { WalletTransaction } from '@venue/api/schemas/wallet';
import { formatMoney, formatTime, useLanguage, type Language } from '@venue/i18n';
import { paths } from '@venue/routes';
import { DescriptionList, Text, type DescriptionItemData } from '@venue/ui';
import { ledgerEntryText } from '../../../lib/ledger-entry-text';
import { WALLET_TIME_ZONE, formatDay, formatDayAndTime } from '../../../lib/wallet-dates';
import { signedMoney } from '../../../lib/signed-money';

export const RowCard = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  min-width: 0;
`;

// Inside a statement item's details: a plain line between lines, not a card in a card.
const NestedRow = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding-block: ${({ theme }) => theme.space.sm};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
`;

export const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

export const Title = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

export const Amount = styled.data<{ $credit: boolean }>`
  margin-left: auto;
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
  color: ${({ theme, $credit }) => ($credit ? theme.colors.success : theme.colors.text)};
`;

export const Meta = styled(Text).attrs({ variant: 'small' })`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `0 ${theme.space.sm}`};
`;

function frozenText(entry: WalletTransaction, t: (key: string, options: { amount: string }) => string, language: Language) {
  if (entry.frozen_amount === 0) return null;
  const amount = formatMoney(Math.abs(entry.frozen_amount), language);
  if (entry.frozen_amount > 0) return t('history.entry.frozen', { amount });
  // A payout spends the amount held for it: it leaves the wallet, it is not given back.
  return t(entry.type === 'withdrawal' ? 'history.entry.paidOutFromHold' : 'history.entry.released', { amount });
}

/** What the entry concerns, each of the spec's fields on its own line, only those it has. */
function factsOf(entry: WalletTransaction, t: ReturnType<typeof useTranslation<'wallet'>>['t'], language: Language): DescriptionItemData[] {
  const facts: DescriptionItemData[] = [];
  if (entry.reservation_id !== null) {
    const id = entry.reservation_id;
    facts.push({
      key: 'reservation',
      term: t('history.entry.reservation'),
      detail:
        entry.venue_id !== null ? (
          <Link to={paths.reservationDetails(entry.venue_id, id)} aria-label={t('history.entry.reservationLinkLabel', { id })}>
            {t('history.entry.reservationLink', { id })}
          </Link>
        ) : (
          t('history.entry.reservationLink', { id })
        ),
    });
  }
  if (entry.payment_id !== null) {
    facts.push({ key: 'payment', term: t('history.entry.payment'), detail: t('history.entry.paymentNumber', { id: entry.payment_id }) });
  }
  if (entry.venue_name !== null) facts.push({ key: 'venue', term: t('history.entry.venue'), detail: entry.venue_name });
  if (entry.sport_object_name !== null) facts.push({ key: 'court', term: t('history.entry.court'), detail: entry.sport_object_name });
  if (entry.reservation_start_time !== null) {
    facts.push({
      key: 'reservation-date',
      term: t('history.entry.reservationDate'),
      detail: (
        <time dateTime={entry.reservation_start_time}>
          {formatDayAndTime(entry.reservation_start_time, entry.venue_timezone ?? WALLET_TIME_ZONE, language)}
        </time>
      ),
    });
  }
  return facts;
}

/**
 * One ledger entry: what happened (worded from its type, never the server's audit text), the
 * change of the available balance, when, its type, and the booking it concerns.
 */
export function TransactionRow({ entry, nested = false }: { readonly entry: WalletTransaction; readonly nested?: boolean }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const { title } = ledgerEntryText(entry, t, language);
  const frozen = frozenText(entry, t, language);
  const facts = factsOf(entry, t, language);
  const Row = nested ? NestedRow : RowCard;
  return (
    <Row data-transaction-id={entry.id} data-type={entry.type}>
      <Head>
        <Title>{title}</Title>
        <Amount value={entry.amount / 100} $credit={entry.amount > 0}>
          {signedMoney(entry.amount, language)}
        </Amount>
      </Head>
      <Meta>
        <time dateTime={entry.created_at}>{formatDay(entry.created_at, WALLET_TIME_ZONE, language)}</time>
        <time dateTime={entry.created_at}>{formatTime(entry.created_at, WALLET_TIME_ZONE, language)}</time>
        <span>
          {t('history.entry.type')}: {t(`history.types.${entry.type}`)}
        </span>
        {frozen && <span>{frozen}</span>}
      </Meta>
      {facts.length > 0 && <DescriptionList items={facts} />}
    </Row>
  );
}
