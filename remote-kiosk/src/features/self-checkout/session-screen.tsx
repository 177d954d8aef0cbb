import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { KioskReservation, KioskSession } from '@venue/api/schemas/kiosk';
import { Alert, Button, Card, ClockIcon, EmptyState, Heading, Text } from '@venue/ui';
import { formatMoney, formatTime, useLanguage } from '@venue/i18n';
import { checkIn } from '../../api/kiosk';
import type { KioskPanel } from './kiosk-state';
import { PayPanel } from './pay-panel';
import { SessionCountdown } from './session-countdown';

const Screen = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

// The greeting and the countdown share a line from a tablet's width: the pay screen has to fit a
// 1024 × 768 tablet without scrolling.
const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  > h2 {
    margin-right: auto;
  }

  > :last-child {
    flex: 1 1 auto;
  }
`;

// "Back" and "Done" side by side from a tablet's width, as large as every other action of the kiosk.
const Footer = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-auto-columns: 1fr;
    grid-auto-flow: column;
  }

  button {
    min-height: 56px;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  padding: 0;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;

const Row = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};

  button {
    min-height: 56px;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const When = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.sizeXl};
  font-weight: ${({ theme }) => theme.font.weightBold};
  font-variant-numeric: tabular-nums;
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

export interface SessionScreenProps {
  readonly session: KioskSession;
  readonly panel: KioskPanel;
  readonly deadline: number;
  readonly kioskToken: string;
  readonly venueId: number;
  readonly timeZone: string;
  readonly appUrl: string;
  readonly onChanged: () => void;
  readonly onPay: (reservationId: number) => void;
  readonly onPayClosed: () => void;
  readonly onMoreTime: () => void;
  readonly onTimeout: () => void;
  readonly onDone: () => void;
}

function ReservationRow({
  reservation,
  timeZone,
  onCheckIn,
  onPay,
}: {
  readonly reservation: KioskReservation;
  readonly timeZone: string;
  readonly onCheckIn: () => Promise<void>;
  readonly onPay: () => void;
}) {
  const { t } = useTranslation('kiosk');
  const { language } = useLanguage();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const time = (instant: string) => formatTime(instant, timeZone, language);
  const press = async () => {
    setBusy(true);
    setFailed(false);
    try {
      await onCheckIn();
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <Row>
        <When>
          <ClockIcon size={28} aria-hidden="true" />
          <span>
            {time(reservation.start_time)}–{time(reservation.end_time)}
          </span>
        </When>
        <Text>{reservation.sport_object_name}</Text>
        <Text variant="muted">
          {formatMoney(reservation.total, language)} · {t(`selfCheckout.session.status.${reservation.payment_status}`)} ·{' '}
          {t(
            reservation.payment_method === 'carnet'
              ? 'selfCheckout.session.carnet'
              : reservation.payment_method === 'online'
                ? 'selfCheckout.session.online'
                : 'selfCheckout.session.onSite',
          )}
        </Text>
        <Actions>
          {reservation.checked_in_at ? (
            <Alert tone="success">{t('selfCheckout.session.checkedIn', { time: time(reservation.checked_in_at) })}</Alert>
          ) : (
            <Button loading={busy} onClick={() => void press()}>
              {t('selfCheckout.session.checkIn')}
            </Button>
          )}
          {reservation.payable && (
            <Button variant="secondary" onClick={onPay}>
              {t('selfCheckout.session.pay', { amount: formatMoney(reservation.total, language) })}
            </Button>
          )}
        </Actions>
        {failed && <Alert tone="error">{t('selfCheckout.session.checkInFailed')}</Alert>}
      </Row>
    </li>
  );
}

/** A player's session: greeting, today's bookings here with check-in and pay, the countdown and "done". */
export function SessionScreen(props: SessionScreenProps) {
  const { session, panel, kioskToken, venueId, timeZone, appUrl } = props;
  const { t } = useTranslation('kiosk');
  const paying = panel.kind === 'pay' ? session.reservations.find((r) => r.id === panel.reservationId) : undefined;

  return (
    <Screen>
      <Top>
        <Heading level={2} size="xl">
          {t('selfCheckout.session.greeting', { name: session.player.first_name })}
        </Heading>
        <SessionCountdown deadline={props.deadline} onMoreTime={props.onMoreTime} onTimeout={props.onTimeout} />
      </Top>
      {paying ? (
        <PayPanel reservation={paying} venueId={venueId} timeZone={timeZone} appUrl={appUrl} onPaid={props.onChanged} />
      ) : (
        <section aria-labelledby="kiosk-today">
          <Heading level={3} id="kiosk-today">
            {t('selfCheckout.session.todayHeading')}
          </Heading>
          {session.reservations.length === 0 ? (
            <EmptyState title={t('selfCheckout.session.nothingToday')} />
          ) : (
            <List>
              {session.reservations.map((reservation) => (
                <ReservationRow
                  key={reservation.id}
                  reservation={reservation}
                  timeZone={timeZone}
                  onCheckIn={async () => {
                    await checkIn(kioskToken, session.session_token, reservation.id);
                    props.onChanged();
                  }}
                  onPay={() => props.onPay(reservation.id)}
                />
              ))}
            </List>
          )}
        </section>
      )}
      <Footer>
        {paying && (
          <Button variant="secondary" onClick={props.onPayClosed} fullWidth>
            {t('selfCheckout.pay.back')}
          </Button>
        )}
        <Button variant="primary" onClick={props.onDone} fullWidth>
          {t('selfCheckout.session.done')}
        </Button>
      </Footer>
    </Screen>
  );
}
