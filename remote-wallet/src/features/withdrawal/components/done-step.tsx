import { useTranslation } from 'react-i18next';
import type { Withdrawal } from '@venue/api/schemas/wallet';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Alert, Button, Stack, Text } from '@venue/ui';
import { ArrivalDate } from './arrival-date';

export interface DoneStepProps {
  readonly withdrawal: Withdrawal;
  readonly onClose: () => void;
}

/** The confirmed withdrawal: what was ordered and when the money should arrive. */
export function DoneStep({ withdrawal, onClose }: DoneStepProps) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  return (
    <Stack $gap="md" $align="flex-start">
      <Alert tone="success">
        <Text variant="strong">{t('withdrawal.done.title')}</Text>
        <Text>{t('withdrawal.done.text', { amount: formatMoney(withdrawal.amount, language) })}</Text>
        {withdrawal.expected_arrival_date && (
          <Text>
            <ArrivalDate day={withdrawal.expected_arrival_date} />
          </Text>
        )}
      </Alert>
      <Button variant="secondary" onClick={onClose}>
        {t('withdrawal.done.close')}
      </Button>
    </Stack>
  );
}
