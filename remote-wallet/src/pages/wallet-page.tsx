import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { PageLayout } from '@venue/ui';
import { BalancesSection } from '../features/balances/balances-section';
import { HistorySection } from '../features/history/history-section';
import { WithdrawalSection } from '../features/withdrawal/withdrawal-section';

const Sections = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/** `/wallet`: the balances, withdrawing to a bank account, and the history of the wallet. */
export function WalletPage() {
  const { t } = useTranslation('wallet');
  return (
    <PageLayout title={t('title.wallet')}>
      <Sections>
        <BalancesSection />
        <WithdrawalSection />
        <HistorySection />
      </Sections>
    </PageLayout>
  );
}
