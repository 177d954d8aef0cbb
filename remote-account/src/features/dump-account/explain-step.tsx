import { useRef } from 'react';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { Wallet } from '@venue/api/schemas/wallet';
import { formatMoney, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Alert, Button, Checkbox, Stack, type LoadState } from '@venue/ui';
import type { DeletionError } from './deletion-errors';
import { useDeletionErrorText } from './use-deletion-error-text';

const Consequences = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding-left: ${({ theme }) => theme.space.lg};
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const CONSEQUENCES = ['reservations', 'paidReservations', 'personalData', 'financial', 'signOut'] as const;

export interface ExplainStepProps {
  /** The wallet's balance: money there is not paid out by deleting the account. */
  readonly wallet: LoadState<Wallet>;
  readonly understood: boolean;
  readonly showUnderstandError: boolean;
  readonly requesting: boolean;
  readonly error: DeletionError | null;
  readonly onUnderstoodChange: (understood: boolean) => void;
  readonly onSendCode: () => void;
}

/** What deleting means, the explicit "I understand" and the way to the SMS code. */
/** What happens to money in the wallet: said only when there is some, or when we cannot tell. */
function WalletNote({ wallet }: { readonly wallet: LoadState<Wallet> }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  if (wallet.status === 'error') return <Muted>{t('dumpAccount.wallet.unknown')}</Muted>;
  if (wallet.status !== 'ready') return null;
  const total = wallet.data.available + wallet.data.frozen;
  if (total <= 0) return null;
  return <Alert tone="warning">{t('dumpAccount.wallet.balance', { amount: formatMoney(total, language) })}</Alert>;
}

export function ExplainStep({
  wallet,
  understood,
  showUnderstandError,
  requesting,
  error,
  onUnderstoodChange,
  onSendCode,
}: ExplainStepProps) {
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
        <WalletNote wallet={wallet} />
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
        <Muted>{t('dumpAccount.sendCodeHint')}</Muted>
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
