import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { PAYMENT_METHOD_BLIK, PAYMENT_METHOD_TRANSFER, PAYMENT_METHOD_WALLET, type Payment } from '@venue/api/schemas/payment';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Heading, Text, VisuallyHidden, type ThemeColors } from '@venue/ui';
import { supportReference } from './payment-ref';
import { toneOf, type StatusTone } from './status-tone';

const TONE_COLOR: Readonly<Record<StatusTone, keyof ThemeColors>> = {
  success: 'success',
  waiting: 'info',
  failure: 'danger',
  refund: 'warning',
};

const ON_COLOR: Readonly<Record<StatusTone, keyof ThemeColors>> = {
  success: 'onSuccess',
  waiting: 'onInfo',
  failure: 'onDanger',
  refund: 'onWarning',
};

const ICON: Readonly<Record<StatusTone, string>> = { success: '✓', waiting: '…', failure: '✕', refund: '↺' };

const Panel = styled.section<{ $tone: StatusTone }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-left: 8px solid ${({ theme, $tone }) => theme.colors[TONE_COLOR[$tone]]};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.elevation.raised};
  background: ${({ theme }) => theme.colors.surface};
`;

const Header = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
`;

const Icon = styled.span<{ $tone: StatusTone }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: 50%;
  background: ${({ theme, $tone }) => theme.colors[TONE_COLOR[$tone]]};
  color: ${({ theme, $tone }) => theme.colors[ON_COLOR[$tone]]};
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: ${({ theme }) => `${theme.space.sm} 0 0`};

  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }

  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
  }
`;

export interface PaymentStatusPanelProps {
  readonly payment: Payment;
  /** Notes under the explanation (polling stopped, refresh failed). */
  readonly notes?: ReactNode;
}

/** The status with its own title, explanation and tone, and what was paid. */
export function PaymentStatusPanel({ payment, notes }: PaymentStatusPanelProps) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const tone = toneOf(payment.status);
  const method =
    payment.method_id === PAYMENT_METHOD_BLIK
      ? 'blik'
      : payment.method_id === PAYMENT_METHOD_TRANSFER
        ? 'transfer'
        : payment.method_id === PAYMENT_METHOD_WALLET
          ? 'wallet'
          : 'other';
  const fromWallet = payment.wallet_amount ?? 0;
  // A carnet purchase pays for a carnet, not for bookings: the panel says so.
  const carnet = payment.carnet ?? null;
  // So does a course enrolment's: the course and the child it enrols.
  const course = payment.course_enrollment ?? null;
  const paid = payment.status === 'SUCCESS' || payment.status === 'CONFIRMED';
  const headingId = `payment-status-${payment.id}`;
  return (
    <Panel $tone={tone} aria-labelledby={headingId} data-status={payment.status}>
      <Header>
        <Icon $tone={tone} aria-hidden="true">
          {ICON[tone]}
        </Icon>
        <Heading id={headingId}>{t(`paymentStatus.status.${payment.status}.title`)}</Heading>
      </Header>
      <p>
        {paid && carnet
          ? t('paymentStatus.carnet.paid', { name: carnet.name })
          : paid && course
            ? t('paymentStatus.course.paid', { name: course.course_name, child: course.child_first_name })
            : t(`paymentStatus.status.${payment.status}.text`)}
      </p>
      {tone === 'waiting' && (
        <Text variant="strong">{t(method === 'transfer' ? 'paymentStatus.transferHint' : 'paymentStatus.blikHint')}</Text>
      )}
      {tone === 'waiting' && (
        <Text variant="small">
          {carnet
            ? t('paymentStatus.carnet.waiting', { name: carnet.name })
            : course
              ? t('paymentStatus.course.waiting', { name: course.course_name })
              : t('paymentStatus.unpaidNote')}
        </Text>
      )}
      {notes}
      <VisuallyHidden as="h3">{t('paymentStatus.details.title')}</VisuallyHidden>
      <Details>
        {carnet && (
          <>
            <dt>{t('paymentStatus.carnet.label')}</dt>
            <dd>{carnet.name}</dd>
          </>
        )}
        {course && (
          <>
            <dt>{t('paymentStatus.course.label')}</dt>
            <dd>{t('paymentStatus.course.value', { name: course.course_name, child: course.child_first_name })}</dd>
          </>
        )}
        <dt>{t('paymentStatus.details.amount')}</dt>
        <dd>{formatMoney(payment.amount, language)}</dd>
        {/* A wallet payment carries no fee: a 0,00 zł line would only raise a question. */}
        {payment.service_fee > 0 && (
          <>
            <dt>{t('paymentStatus.details.serviceFee')}</dt>
            <dd>{formatMoney(payment.service_fee, language)}</dd>
          </>
        )}
        <dt>{t('paymentStatus.details.method')}</dt>
        <dd>{t(`paymentStatus.details.${method}`)}</dd>
        {fromWallet > 0 && method !== 'wallet' && (
          <>
            <dt>{t('paymentStatus.details.fromWallet')}</dt>
            <dd>{formatMoney(fromWallet, language)}</dd>
            <dt>{t('paymentStatus.details.byGateway')}</dt>
            <dd>{formatMoney(payment.amount - fromWallet, language)}</dd>
          </>
        )}
        {/* Only a failure may need support; the internal payment id is never shown. */}
        {tone === 'failure' && (
          <>
            <dt>{t('paymentStatus.details.reference')}</dt>
            <dd>{supportReference(payment.payment_uuid)}</dd>
          </>
        )}
      </Details>
    </Panel>
  );
}
