import { useEffect, useReducer, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { KioskReservation } from '@venue/api/schemas/kiosk';
import { Alert, Button, Heading, lazyPage, Spinner, Text, TextField } from '@venue/ui';
import { formatTime, useLanguage } from '@venue/i18n';
import { getPayment, kioskPaymentKey, payWithBlik } from '../../api/kiosk';
import { initialPayState, offersPhoneQr, payReducer, pendingPaymentUuid } from './pay-state';

const QrImage = lazyPage(() => import(/* webpackChunkName: "kiosk-qr" */ './qr-image').then((m) => m.default), 'QrImage', <QrLoading />);

function QrLoading() {
  const { t } = useTranslation('kiosk');
  return <Spinner label={t('selfCheckout.pay.qrLabel')} />;
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const BlikForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

// Side by side from a tablet's width while both ways are offered; BLIK alone keeps a readable width.
const Columns = styled.div<{ $both: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ $both }) => ($both ? 'none' : '36rem')};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: ${({ $both }) => ($both ? '1fr 1fr' : '1fr')};
  }

  button,
  input {
    min-height: 56px;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Column = styled.section`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
`;

// Large enough for any phone camera at arm's length, small enough that the pay screen fits a
// 1024 × 768 tablet without scrolling.
const QR_SIZE = 200;
const POLL_MS = 2000;

export interface PayPanelProps {
  readonly reservation: KioskReservation;
  readonly venueId: number;
  readonly timeZone: string;
  /** The player app's address; the QR opens `<appUrl>/p/<uuid>` (pay-by-link) on the phone. */
  readonly appUrl: string;
  readonly onPaid: () => void;
}

/**
 * Paying an unpaid reservation, one way or the other (`pay-state.ts`): on the player's phone (a QR
 * of the pay-by-link page) or by BLIK typed here. The QR goes once a BLIK payment has started.
 */
export function PayPanel({ reservation, venueId, timeZone, appUrl, onPaid }: PayPanelProps) {
  const { t } = useTranslation('kiosk');
  const { language } = useLanguage();
  const [state, dispatch] = useReducer(payReducer, initialPayState);
  const [blik, setBlik] = useState('');
  const paymentUuid = pendingPaymentUuid(state);
  // Asked until the bank app answers (the gateway's notification settles it on the server); the
  // key goes with the waiting step, so polling stops once the payment is settled.
  useSWR(paymentUuid ? kioskPaymentKey(paymentUuid) : null, () => getPayment(paymentUuid ?? ''), {
    refreshInterval: POLL_MS,
    onSuccess: (latest) => dispatch({ type: 'payment-status', paymentUuid: latest.payment_uuid, status: latest.status }),
  });
  const paid = state.step === 'paid';
  // Once: the session's fresh view it asks for re-renders the panel with a new callback.
  const reported = useRef(false);
  useEffect(() => {
    if (!paid || reported.current) return;
    reported.current = true;
    onPaid();
  }, [paid, onPaid]);
  const both = offersPhoneQr(state);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(blik)) {
      dispatch({ type: 'blik-invalid' });
      return;
    }
    dispatch({ type: 'blik-sent' });
    setBlik('');
    try {
      const created = await payWithBlik(venueId, reservation.reservation_uuid, blik);
      dispatch({ type: 'blik-started', paymentUuid: created.payment_uuid });
    } catch {
      dispatch({ type: 'blik-refused' });
    }
  };

  return (
    <Panel aria-labelledby="kiosk-pay-heading">
      <Heading level={2} id="kiosk-pay-heading">
        {t('selfCheckout.pay.heading', {
          court: reservation.sport_object_name,
          time: formatTime(reservation.start_time, timeZone, language),
        })}
      </Heading>
      <Columns $both={both}>
        {both && (
          <Column aria-labelledby="kiosk-pay-phone">
            <Heading level={3} id="kiosk-pay-phone">
              {t('selfCheckout.pay.phoneHeading')}
            </Heading>
            <Text>{t('selfCheckout.pay.phoneHint')}</Text>
            <QrImage value={`${appUrl}/p/${reservation.reservation_uuid}`} size={QR_SIZE} label={t('selfCheckout.pay.qrLabel')} />
          </Column>
        )}
        <Column aria-labelledby="kiosk-pay-blik">
          <Heading level={3} id="kiosk-pay-blik">
            {t('selfCheckout.pay.blikHeading')}
          </Heading>
          {state.step === 'paid' ? (
            <Alert tone="success">{t('selfCheckout.pay.paid')}</Alert>
          ) : state.step === 'waiting' ? (
            <Alert tone="info">{t('selfCheckout.pay.waiting')}</Alert>
          ) : (
            <BlikForm onSubmit={(event) => void submit(event)} noValidate>
              <TextField
                label={t('selfCheckout.pay.blikLabel')}
                hint={t('selfCheckout.pay.blikHint')}
                inputMode="numeric"
                autoComplete="off"
                maxLength={6}
                value={blik}
                error={state.step === 'choosing' && state.error === 'blik-invalid' ? t('selfCheckout.pay.blikInvalid') : undefined}
                onChange={(event) => setBlik(event.target.value.replace(/\D/g, ''))}
              />
              <Button type="submit" loading={state.step === 'sending'} fullWidth>
                {t('selfCheckout.pay.blikSubmit')}
              </Button>
            </BlikForm>
          )}
          {state.step === 'choosing' && state.error === 'failed' && <Alert tone="error">{t('selfCheckout.pay.failed')}</Alert>}
        </Column>
      </Columns>
    </Panel>
  );
}
