import { useTranslation } from 'react-i18next';
import type { WithdrawalRequest } from '@venue/api/schemas/withdrawal';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Alert, Button, DescriptionList, Stack, Text } from '@venue/ui';
import type { WithdrawalError } from '../withdrawal-errors';
import { useWithdrawalErrorText } from '../use-withdrawal-error-text';
import { MaskedIban, lastFourOf } from './masked-iban';

export interface ReviewStepProps {
  readonly request: WithdrawalRequest;
  readonly sending: boolean;
  readonly error: WithdrawalError | null;
  readonly onSend: () => void;
  readonly onEdit: () => void;
}

/** The amount and the masked account restated before anything is frozen or a code is sent. */
export function ReviewStep({ request, sending, error, onSend, onEdit }: ReviewStepProps) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const errorText = useWithdrawalErrorText();
  return (
    <Stack $gap="md" $align="stretch">
      <DescriptionList
        items={[
          { key: 'amount', term: t('withdrawal.review.amount'), detail: <strong>{formatMoney(request.amount, language)}</strong> },
          { key: 'account', term: t('withdrawal.review.account'), detail: <MaskedIban last4={lastFourOf(request.iban)} /> },
          { key: 'owner', term: t('withdrawal.review.owner'), detail: request.account_owner },
        ]}
      />
      <Text variant="small">{t('withdrawal.review.note')}</Text>
      {error && <Alert>{errorText(error)}</Alert>}
      <Stack $direction="row" $wrap $gap="md" $align="center">
        <Button loading={sending} onClick={onSend}>
          {t('withdrawal.review.send')}
        </Button>
        <Button variant="secondary" disabled={sending} onClick={onEdit}>
          {t('withdrawal.review.edit')}
        </Button>
      </Stack>
    </Stack>
  );
}
