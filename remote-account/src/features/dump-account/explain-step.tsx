import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { formatMoney, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Alert, Button, Checkbox, Stack, Text } from '@venue/ui';
import { getWallet, walletKey } from '../../api/wallet';
import type { DeletionError } from './deletion-errors';
import { useDeletionErrorText } from './use-deletion-error-text';

const Consequences = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
`;

const CONSEQUENCES = ['reservations', 'paidReservations', 'personalData', 'financial', 'signOut'] as const;

export interface ExplainStepProps {
  readonly understood: boolean;
  readonly showUnderstandError: boolean;
  readonly requesting: boolean;
  readonly error: DeletionError | null;
  readonly onUnderstoodChange: (understood: boolean) => void;
  readonly onSendCode: () => void;
}

/**
 * What happens to money in the wallet: deleting the account does not pay it out. Said only
 * when there is some, or when we cannot tell.
 */
function WalletNote() {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const wallet = useSWR(walletKey(), () => getWallet());
  if (wallet.error !== undefined) return <Text variant="muted">{t('dumpAccount.wallet.unknown')}</Text>;
  if (wallet.data === undefined) return null;
  const total = wallet.data.available + wallet.data.frozen;
  if (total <= 0) return null;
  return <Alert tone="warning">{t('dumpAccount.wallet.balance', { amount: formatMoney(total, language) })}</Alert>;
}

/** What deleting means, the explicit "I understand" and the way to the SMS code. */
export function ExplainStep({ understood, showUnderstandError, requesting, error, onUnderstoodChange, onSendCode }: ExplainStepProps) {
  const { t } = useTranslation('account');
  const errorText = useDeletionErrorText();
  const checkbox = useRef<HTMLInputElement>(null);
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (!understood) checkbox.current?.focus();
        onSendCode();
      }}
    >
      <Stack $gap="md" $align="flex-start">
        <p>{t('dumpAccount.intro')}</p>
        <Consequences>
          {CONSEQUENCES.map((key) => (
            <li key={key}>{t(`dumpAccount.consequences.${key}`)}</li>
          ))}
        </Consequences>
        <WalletNote />
        <Checkbox
          ref={checkbox}
          id="dump-account-understand"
          label={t('dumpAccount.understand')}
          checked={understood}
          required
          error={showUnderstandError && !understood ? t('dumpAccount.understandRequired') : undefined}
          liveError
          onChange={(event) => onUnderstoodChange(event.target.checked)}
        />
        <Text variant="muted">{t('dumpAccount.sendCodeHint')}</Text>
        {error && <Alert>{errorText(error)}</Alert>}
        <Stack $direction="row" $wrap $gap="md" $align="center">
          <Button type="submit" variant="danger" loading={requesting}>
            {t('dumpAccount.sendCode')}
          </Button>
          <Link to={paths.yourAccount()}>{t('dumpAccount.keepAccount')}</Link>
        </Stack>
      </Stack>
    </form>
  );
}
