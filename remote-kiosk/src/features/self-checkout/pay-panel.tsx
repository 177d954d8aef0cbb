import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { KioskReservation } from '@venue/api/schemas/kiosk';
import { Alert, Button, Heading, lazyPage, Spinner, Text, TextField } from '@venue/ui';
import { useLanguage } from '@venue/i18n';
import { getPayment, kioskPaymentKey, payWithBlik } from '../../api/kiosk';
import { venueTime } from '../../lib/venue-time';

const QrImage = lazyPage(() => import(/* webpackChunkName: "kiosk-qr" */ './qr-image').then((m) => m.default), 'QrImage', <QrLoading />);

function QrLoading() {
  const { t } = useTranslation('kiosk');
  return <Spinner label={t('selfCheckout.pay.qrLabel')} />;
}

const Panel = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  > button {
    justify-self: start;
    min-height: 56px;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const BlikForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
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
  gap: ${({ theme }) => theme.space.md};
`;

const QR_SIZE = 240;
const PAID = ['SUCCESS', 'CONFIRMED'];
const FAILED = ['VOIDED', 'NOTCONFIRMED', 'ABANDONED'];

export interface PayPanelProps {
  readonly reservation: KioskReservation;
  readonly venueId: number;
  readonly timeZone: string;
  /** The player app's address; the QR opens `<appUrl>/p/<uuid>` (pay-by-link) on the phone. */
  readonly appUrl: string;
  readonly onPaid: () => void;
  readonly onBack: () => void;
}

/** Paying an unpaid reservation: on the player's phone (a QR of the pay-by-link page) or by BLIK typed here. */
export function PayPanel({ reservation, venueId, timeZone, appUrl, onPaid, onBack }: PayPanelProps) {
  const { t } = useTranslation('kiosk');
  const { language } = useLanguage();
  const [blik, setBlik] = useState('');
  const [blikError, setBlikError] = useState<string | undefined>(undefined);
  const [sending, setSending] = useState(false);
  const [paymentUuid, setPaymentUuid] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const payment = useSWR(paymentUuid ? kioskPaymentKey(paymentUuid) : null, () => getPayment(paymentUuid ?? ''), {
    // Until the bank app answers; the gateway's notification settles it on the server.
    refreshInterval: (latest) => (latest && [...PAID, ...FAILED].includes(latest.status) ? 0 : 2000),
    onSuccess: (latest) => {
      if (PAID.includes(latest.status)) onPaid();
    },
  });
  const status = payment.data?.status;
  const link = `${appUrl}/p/${reservation.reservation_uuid}`;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(blik)) {
      setBlikError(t('selfCheckout.pay.blikInvalid'));
      return;
    }
    setBlikError(undefined);
    setFailed(false);
    setSending(true);
    try {
      const created = await payWithBlik(venueId, reservation.reservation_uuid, blik);
      setPaymentUuid(created.payment_uuid);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
      setBlik('');
    }
  };

  return (
    <Panel aria-labelledby="kiosk-pay-heading">
      <Heading level={2} id="kiosk-pay-heading">
        {t('selfCheckout.pay.heading', {
          court: reservation.sport_object_name,
          time: venueTime(reservation.start_time, timeZone, language),
        })}
      </Heading>
      <Columns>
        <Column aria-labelledby="kiosk-pay-phone">
          <Heading level={3} id="kiosk-pay-phone">
            {t('selfCheckout.pay.phoneHeading')}
          </Heading>
          <Text>{t('selfCheckout.pay.phoneHint')}</Text>
          <QrImage value={link} size={QR_SIZE} label={t('selfCheckout.pay.qrLabel')} />
        </Column>
        <Column aria-labelledby="kiosk-pay-blik">
          <Heading level={3} id="kiosk-pay-blik">
            {t('selfCheckout.pay.blikHeading')}
          </Heading>
          {status && PAID.includes(status) ? (
            <Alert tone="success">{t('selfCheckout.pay.paid')}</Alert>
          ) : status && !FAILED.includes(status) ? (
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
                error={blikError}
                onChange={(event) => setBlik(event.target.value.replace(/\D/g, ''))}
              />
              <Button type="submit" loading={sending} fullWidth>
                {t('selfCheckout.pay.blikSubmit')}
              </Button>
            </BlikForm>
          )}
          {(failed || (status && FAILED.includes(status))) && <Alert tone="error">{t('selfCheckout.pay.failed')}</Alert>}
        </Column>
      </Columns>
      <Button variant="secondary" onClick={onBack}>
        {t('selfCheckout.pay.back')}
      </Button>
    </Panel>
  );
}
