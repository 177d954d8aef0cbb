import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Withdrawal, WithdrawalState } from '@venue/api/schemas/wallet';
import { formatMoney, formatTime, useLanguage } from '@venue/i18n';
import { Badge, ErrorState, Heading, PlainList, Text, type BadgeTone } from '@venue/ui';
import { WALLET_TIME_ZONE, formatDay } from '../../../lib/wallet-dates';
import { useWithdrawals } from '../use-withdrawals';
import { ArrivalDate } from './arrival-date';
import { MaskedIban } from './masked-iban';

const TONES: Readonly<Record<WithdrawalState, BadgeTone>> = {
  requested: 'warning',
  confirmed: 'info',
  paid_out: 'success',
  failed: 'danger',
  expired: 'neutral',
};

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Head = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

const Amount = styled.data`
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-variant-numeric: tabular-nums;
`;

function StateNote({ withdrawal }: { readonly withdrawal: Withdrawal }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  switch (withdrawal.state) {
    case 'requested':
      return withdrawal.expires_at ? (
        <Text variant="small">
          {t('withdrawal.list.awaitingCode', { time: formatTime(withdrawal.expires_at, WALLET_TIME_ZONE, language) })}
        </Text>
      ) : null;
    case 'confirmed':
    case 'paid_out':
      return (
        <>
          {withdrawal.paid_out_at && (
            <Text variant="small">
              {t('withdrawal.list.paidOut', { date: formatDay(withdrawal.paid_out_at, WALLET_TIME_ZONE, language) })}
            </Text>
          )}
          {withdrawal.expected_arrival_date && (
            <Text>
              <ArrivalDate day={withdrawal.expected_arrival_date} />
            </Text>
          )}
        </>
      );
    case 'failed':
      return <Text>{t(`withdrawal.list.failed.${withdrawal.failure_reason ?? 'other'}`)}</Text>;
    case 'expired':
      return <Text>{t('withdrawal.list.expired')}</Text>;
  }
}

function WithdrawalRow({ withdrawal }: { readonly withdrawal: Withdrawal }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  return (
    <Row data-withdrawal-id={withdrawal.id} data-state={withdrawal.state}>
      <Head>
        <Amount value={withdrawal.amount / 100}>{formatMoney(withdrawal.amount, language)}</Amount>
        <Badge tone={TONES[withdrawal.state]}>{t(`withdrawal.states.${withdrawal.state}`)}</Badge>
      </Head>
      <Text variant="small">
        {t('withdrawal.list.requested', { date: formatDay(withdrawal.created_at, WALLET_TIME_ZONE, language) })} ·{' '}
        {t('withdrawal.list.account')} <MaskedIban last4={withdrawal.iban_last4} />, {withdrawal.account_owner}
      </Text>
      <StateNote withdrawal={withdrawal} />
    </Row>
  );
}

/**
 * Every withdrawal with its state and when its money should arrive. Nothing at all before the
 * first one, nor while the list loads: most players have none, and a skeleton would only vanish.
 */
export function WithdrawalsList() {
  const { t } = useTranslation('wallet');
  const list = useWithdrawals();
  if (list.data?.length === 0 || (list.data === undefined && list.error === undefined)) return null;
  return (
    <section aria-labelledby="wallet-withdrawals-heading">
      <Heading level={3} size="md" id="wallet-withdrawals-heading">
        {t('withdrawal.list.title')}
      </Heading>
      {list.data !== undefined ? (
        <PlainList $gap="sm">
          {list.data.map((withdrawal) => (
            <WithdrawalRow key={withdrawal.id} withdrawal={withdrawal} />
          ))}
        </PlainList>
      ) : (
        <ErrorState message={t('withdrawal.list.loadFailed')} onRetry={() => void list.mutate()} retrying={list.isValidating} />
      )}
    </section>
  );
}
