import { useCallback, useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { Button, lazyPage, SectionCard, Skeleton, SkeletonGroup, Stack, Text } from '@venue/ui';
import { getWallet, walletKey } from '../../api/wallet';
import { WithdrawalsList } from './components/withdrawals-list';

export const WITHDRAWAL_ID = 'wallet-withdrawal';

const loadFlow = () => import(/* webpackChunkName: "wallet-withdrawal-flow" */ './withdrawal-flow');
const WithdrawalFlow = lazyPage(() => loadFlow().then((module) => module.WithdrawalFlow), 'WithdrawalFlow', <FlowLoading />);

/** Holds the flow's place while it downloads. */
function FlowLoading() {
  const { t } = useTranslation('wallet');
  return (
    <SkeletonGroup label={t('withdrawal.loading')}>
      <Skeleton height="14rem" radius="md" />
    </SkeletonGroup>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

/**
 * Withdrawing to a bank account and the list of withdrawals with their states. The flow itself is
 * fetched when asked for (and already when the pointer or the focus reaches its button).
 */
export function WithdrawalSection() {
  const { t } = useTranslation('wallet');
  const wallet = useSWR(walletKey(), () => getWallet());
  const available = wallet.data?.available ?? null;
  const [open, setOpen] = useState(false);
  const start = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    // Back at the start after the flow: the reader goes on from the button that opened it.
    if (wasOpen.current && !open) start.current?.focus();
    wasOpen.current = open;
  }, [open]);
  const close = useCallback(() => setOpen(false), []);

  let content;
  if (open) {
    content = <WithdrawalFlow available={available} onClose={close} />;
  } else if (available !== null && available <= 0) {
    content = <Text variant="muted">{t('withdrawal.nothingToWithdraw')}</Text>;
  } else {
    content = (
      <Stack $gap="md" $align="flex-start">
        <Text variant="muted">{t('withdrawal.intro')}</Text>
        <Button ref={start} onPointerEnter={() => void loadFlow()} onFocus={() => void loadFlow()} onClick={() => setOpen(true)}>
          {t('withdrawal.start')}
        </Button>
      </Stack>
    );
  }

  return (
    <SectionCard id={WITHDRAWAL_ID} title={t('withdrawal.title')}>
      <Body>
        {content}
        <WithdrawalsList />
      </Body>
    </SectionCard>
  );
}
