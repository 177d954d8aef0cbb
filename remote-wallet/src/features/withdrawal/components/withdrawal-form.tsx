import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Button, FormErrorSummary, Stack, TextField, type FormErrorItem } from '@venue/ui';
import { WITHDRAWAL_FIELDS, type WithdrawalField, type WithdrawalFieldErrors } from '../withdrawal-errors';
import type { WithdrawalValues } from '../withdrawal-state';
import { useFieldErrorText } from '../use-withdrawal-error-text';

export const FIELD_IDS: Readonly<Record<WithdrawalField, string>> = {
  amount: 'withdrawal-amount',
  iban: 'withdrawal-iban',
  account_owner: 'withdrawal-owner',
};

const Amount = styled.div`
  max-width: 14rem;
`;

export interface WithdrawalFormProps {
  readonly values: WithdrawalValues;
  readonly fieldErrors: WithdrawalFieldErrors;
  /** Grosze, when the balance is known. */
  readonly available: number | null;
  readonly onChange: (field: WithdrawalField, value: string) => void;
  readonly onSubmit: () => void;
  readonly onCancel: () => void;
}

/** Amount (złoty, decimal comma), account number and its holder; errors inline and summed up on top. */
export function WithdrawalForm({ values, fieldErrors, available, onChange, onSubmit, onCancel }: WithdrawalFormProps) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const errorText = useFieldErrorText();
  const errorOf = (field: WithdrawalField) => {
    const error = fieldErrors[field];
    return error ? errorText(error) : undefined;
  };
  // The summary names each field: "To pole jest wymagane" alone doesn't say which one is empty.
  const summary: FormErrorItem[] = WITHDRAWAL_FIELDS.flatMap((field) => {
    const error = fieldErrors[field];
    return error ? [{ fieldId: FIELD_IDS[field], message: `${t(`withdrawal.fields.${field}`)}: ${errorText(error)}` }] : [];
  });

  return (
    <form
      noValidate
      aria-label={t('withdrawal.form.legend')}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack $gap="md" $align="stretch">
        <FormErrorSummary errors={summary} />
        <Amount>
          <TextField
            id={FIELD_IDS.amount}
            label={t('withdrawal.form.amount')}
            hint={
              available === null
                ? t('withdrawal.form.amountHintPlain')
                : t('withdrawal.form.amountHint', { available: formatMoney(available, language) })
            }
            inputMode="decimal"
            autoComplete="off"
            value={values.amount}
            error={errorOf('amount')}
            onChange={(event) => onChange('amount', event.target.value)}
          />
        </Amount>
        <TextField
          id={FIELD_IDS.iban}
          label={t('withdrawal.form.iban')}
          hint={t('withdrawal.form.ibanHint')}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="characters"
          value={values.iban}
          error={errorOf('iban')}
          onChange={(event) => onChange('iban', event.target.value)}
        />
        <TextField
          id={FIELD_IDS.account_owner}
          label={t('withdrawal.form.owner')}
          hint={t('withdrawal.form.ownerHint')}
          autoComplete="name"
          value={values.account_owner}
          error={errorOf('account_owner')}
          onChange={(event) => onChange('account_owner', event.target.value)}
        />
        <Stack $direction="row" $wrap $gap="md" $align="center">
          <Button type="submit">{t('withdrawal.form.next')}</Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('withdrawal.form.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
