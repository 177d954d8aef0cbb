import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { formatMoney, useLanguage } from '@venue/i18n';
import { ErrorState, Heading, SectionCard, Skeleton, SkeletonGroup, Text } from '@venue/ui';
import { getWallet, walletKey } from '../../api/wallet';

export const BALANCES_ID = 'wallet-balances';

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Balance = styled.div`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
`;

const Amount = styled.data`
  font-size: ${({ theme }) => theme.font.sizeXxl};
  font-weight: ${({ theme }) => theme.font.weightBold};
  line-height: ${({ theme }) => theme.font.lineHeightTight};
  font-variant-numeric: tabular-nums;
`;

/** Both balances while they load, the shapes where the amounts will stand. */
function BalancesSkeleton({ label }: { readonly label: string }) {
  return (
    <SkeletonGroup label={label}>
      <Grid>
        {[0, 1].map((index) => (
          <Balance key={index}>
            <Skeleton width="8rem" height="1rem" />
            <Skeleton width="10rem" height="2.5rem" />
            <Skeleton height="2.5rem" />
          </Balance>
        ))}
      </Grid>
    </SkeletonGroup>
  );
}

/** The available and the frozen balance, each with a sentence saying what it means. */
export function BalancesSection() {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const wallet = useSWR(walletKey(), () => getWallet());

  let content;
  if (wallet.data !== undefined) {
    const balances = [
      { key: 'available', label: t('balances.available'), amount: wallet.data.available, explained: t('balances.availableExplained') },
      { key: 'frozen', label: t('balances.frozen'), amount: wallet.data.frozen, explained: t('balances.frozenExplained') },
    ];
    content = (
      <Grid>
        {balances.map((balance) => (
          <Balance key={balance.key} data-balance={balance.key}>
            <Heading level={3} size="sm">
              {balance.label}
            </Heading>
            <Amount value={balance.amount / 100}>{formatMoney(balance.amount, language)}</Amount>
            <Text variant="small">{balance.explained}</Text>
          </Balance>
        ))}
      </Grid>
    );
  } else if (wallet.error !== undefined) {
    content = <ErrorState message={t('balances.loadFailed')} onRetry={() => void wallet.mutate()} retrying={wallet.isValidating} />;
  } else {
    content = <BalancesSkeleton label={t('balances.loading')} />;
  }

  return (
    <SectionCard id={BALANCES_ID} title={t('balances.title')}>
      {content}
    </SectionCard>
  );
}
