import { useId, type ChangeEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER } from '@venue/api/schemas/payment';
import { Fieldset, Legend, TextField, choiceCardStyles } from '@venue/ui';
import { PaymentLegalNote } from './payment-legal-note';
import { normalizeBlikCode, type PaymentMethodErrors, type PaymentMethodId, type PaymentMethodValue } from './payment-method';

const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

// The whole card is the label, so the hit area is far above 24 px; the radio and the ring carry the state.
const Option = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto 1fr;
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: start;
  padding: ${({ theme }) => theme.space.md};
  ${choiceCardStyles}
  cursor: pointer;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Radio = styled.input`
  width: 1.25rem;
  height: 1.25rem;
  margin: 2px 0 0;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: none;
  }
`;

const OptionTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const OptionDescription = styled.span`
  grid-column: 2;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const ErrorText = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const CodeField = styled.div`
  input {
    max-width: 12rem;
    font-size: ${({ theme }) => theme.font.sizeLg};
    letter-spacing: 0.3em;
    font-variant-numeric: tabular-nums;
  }
`;

export interface PaymentMethodFieldsProps {
  readonly value: PaymentMethodValue;
  readonly onChange: (value: PaymentMethodValue) => void;
  /** From `validatePaymentMethod` (booking-namespace keys) or already translated text. */
  readonly errors?: PaymentMethodErrors;
  /**
   * Prefix of the control ids, for a form's error summary: `${id}-blik` and `${id}-transfer`
   * are the radios, `${id}-blik-code` the code input. Generated when absent.
   */
  readonly id?: string;
  readonly disabled?: boolean;
  /** The gateway's information clause under the choice; off only where a page shows it elsewhere. */
  readonly showLegalInfo?: boolean;
}

export function paymentMethodControlIds(prefix: string) {
  return { blik: `${prefix}-blik`, transfer: `${prefix}-transfer`, blikCode: `${prefix}-blik-code` } as const;
}

/** The BLIK / bank transfer choice (spec §9 ids 509 and 106) and, with BLIK, its 6-digit code. */
export function PaymentMethodFields({
  value,
  onChange,
  errors = {},
  id,
  disabled = false,
  showLegalInfo = true,
}: PaymentMethodFieldsProps) {
  const { t } = useTranslation('booking');
  const generated = useId().replace(/:/g, '');
  const ids = paymentMethodControlIds(id ?? `payment-method-${generated}`);
  const methodErrorId = `${ids.blik}-error`;
  const name = `${ids.blik}-method`;

  const choose = (methodId: PaymentMethodId) => onChange({ ...value, methodId });
  const changeCode = (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, blikCode: normalizeBlikCode(event.target.value) });

  const option = (methodId: PaymentMethodId, controlId: string, title: ReactNode, description: ReactNode) => (
    <Option $checked={value.methodId === methodId} htmlFor={controlId}>
      <Radio
        type="radio"
        id={controlId}
        name={name}
        value={methodId}
        checked={value.methodId === methodId}
        disabled={disabled}
        onChange={() => choose(methodId)}
        // Named by the title alone; the description is read after it, not twice.
        aria-labelledby={`${controlId}-title`}
        aria-describedby={[`${controlId}-description`, errors.method ? methodErrorId : undefined].filter(Boolean).join(' ')}
      />
      <OptionTitle id={`${controlId}-title`}>{title}</OptionTitle>
      <OptionDescription id={`${controlId}-description`}>{description}</OptionDescription>
    </Option>
  );

  return (
    <Fieldset $gap="sm" disabled={disabled}>
      <Legend>{t('payment.method.legend')}</Legend>
      <Options>
        {option(PAYMENT_METHOD_BLIK, ids.blik, t('payment.method.blik'), t('payment.method.blikDescription'))}
        {option(PAYMENT_METHOD_TRANSFER, ids.transfer, t('payment.method.transfer'), t('payment.method.transferDescription'))}
      </Options>
      {errors.method && <ErrorText id={methodErrorId}>{t(errors.method)}</ErrorText>}
      {value.methodId === PAYMENT_METHOD_BLIK && (
        <CodeField>
          <TextField
            id={ids.blikCode}
            label={t('payment.blikCode.label')}
            hint={t('payment.blikCode.hint')}
            error={errors.blikCode ? t(errors.blikCode) : undefined}
            value={value.blikCode}
            onChange={changeCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            enterKeyHint="done"
            spellCheck={false}
            disabled={disabled}
          />
        </CodeField>
      )}
      {showLegalInfo && value.methodId !== null && <PaymentLegalNote methodId={value.methodId} />}
    </Fieldset>
  );
}
