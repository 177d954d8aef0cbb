import { useEffect, useId, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER } from '@venue/api/schemas/payment';
import { ErrorState, Fieldset, Legend, LoadingState, Text, TextField, choiceCardStyles } from '@venue/ui';
import { PaymentLegalNote } from './payment-legal-note';
import { keepOffered, normalizeBlikCode, type PaymentMethodErrors, type PaymentMethodId, type PaymentMethodValue } from './payment-method';
import { usePaymentMethods } from './use-payment-methods';

// Full-width rows, one under another: a title and its one-line description read across, never
// squeezed into side-by-side tiles that wrap each onto several lines.
const Options = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

// The whole row is the label, so the hit area is far above 24 px; the radio and the ring carry the state.
const Option = styled.label<{ $checked: boolean }>`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  column-gap: ${({ theme }) => theme.space.sm};
  align-items: baseline;
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
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
  /* On the title's line, also when the description wraps under it on a phone. */
  margin: 2px 0 0;
  align-self: start;
  accent-color: ${({ theme }) => theme.colors.primary};
  cursor: pointer;

  &:focus-visible {
    outline: none;
  }
`;

// Title and description side by side where they fit, the description under the title on a phone.
const OptionTexts = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  column-gap: ${({ theme }) => theme.space.md};
`;

const OptionTitle = styled.span`
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const OptionDescription = styled.span`
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
  /** Whose methods are offered: only those the venue takes (`usePaymentMethods`). */
  readonly venueId: number;
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

const METHOD_TEXT: Record<PaymentMethodId, { title: string; description: string }> = {
  [PAYMENT_METHOD_BLIK]: { title: 'payment.method.blik', description: 'payment.method.blikDescription' },
  [PAYMENT_METHOD_TRANSFER]: { title: 'payment.method.transfer', description: 'payment.method.transferDescription' },
};

/**
 * The online method choice (spec §9: BLIK 509, bank transfer 106) among those the venue takes, as
 * the gateway lists them for it; with BLIK, its 6-digit code. Loading and a failed list (with a
 * retry) show in place of the choice.
 */
export function PaymentMethodFields({
  venueId,
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

  const offer = usePaymentMethods(venueId);
  const offered = offer.status === 'ready' ? offer.methods : null;
  // A method the venue stopped offering (the list refreshed after a refusal) is chosen again.
  useEffect(() => {
    if (offered && value.methodId !== null && !offered.includes(value.methodId)) onChange(keepOffered(value, offered));
  }, [offered, value, onChange]);

  const choose = (methodId: PaymentMethodId) => onChange({ ...value, methodId });
  const changeCode = (event: ChangeEvent<HTMLInputElement>) => onChange({ ...value, blikCode: normalizeBlikCode(event.target.value) });

  const option = (methodId: PaymentMethodId) => {
    const controlId = methodId === PAYMENT_METHOD_BLIK ? ids.blik : ids.transfer;
    return (
      <Option key={methodId} $checked={value.methodId === methodId} htmlFor={controlId}>
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
        <OptionTexts>
          <OptionTitle id={`${controlId}-title`}>{t(METHOD_TEXT[methodId].title)}</OptionTitle>
          <OptionDescription id={`${controlId}-description`}>{t(METHOD_TEXT[methodId].description)}</OptionDescription>
        </OptionTexts>
      </Option>
    );
  };

  return (
    <Fieldset $gap="sm" disabled={disabled}>
      <Legend>{t('payment.method.legend')}</Legend>
      {offer.status === 'loading' && <LoadingState label={t('payment.method.loading')} />}
      {offer.status === 'failed' && (
        <ErrorState
          message={t('payment.method.loadFailed')}
          onRetry={offer.retry}
          retryLabel={t('payment.method.retry')}
          retrying={offer.retrying}
        />
      )}
      {offered?.length === 0 && <Text>{t('payment.method.noneOffered')}</Text>}
      {offered && offered.length > 0 && <Options>{offered.map(option)}</Options>}
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
