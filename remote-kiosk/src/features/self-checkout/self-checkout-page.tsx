import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import { Alert, Button, Heading, lazyPage, LoadingState, PageLayout, Text } from '@venue/ui';
import { getKioskStatus, kioskSessionKey, kioskStatusKey, openSession, viewSession } from '../../api/kiosk';
import { forgetKioskToken, readKioskToken, saveKioskToken } from '../../lib/kiosk-token';
import { codeForServer, parseScannedCode } from '../../lib/scanned-code';
import { ActivationPanel } from './activation-panel';
import { CodeEntry } from './code-entry';
import { initialKioskState, kioskReducer, refusalOf, type Refusal } from './kiosk-state';
import { useWakeLock } from './use-wake-lock';

// The idle screen is what a kiosk shows most of the time and what it opens on: a player's
// session (with its pay panel and QR) and the camera load on their own. An active kiosk fetches
// the session screen once it is idle, so a scanned code never waits for it.
const loadSessionScreen = () => import('./session-screen');
const SessionScreen = lazyPage(() => loadSessionScreen().then((module) => module.SessionScreen), 'SessionScreen');
const CameraScanner = lazyPage(() => import('./camera-scanner').then((module) => module.CameraScanner), 'CameraScanner', null);

const Idle = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
    align-items: start;
  }

  section > button {
    min-height: 56px;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Instructions = styled(Text)`
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const REFUSAL_KEYS: Record<Refusal, string> = {
  expired: 'selfCheckout.refusal.expired',
  invalid: 'selfCheckout.refusal.invalid',
  'wrong-venue': 'selfCheckout.refusal.wrongVenue',
  used: 'selfCheckout.refusal.used',
  unreadable: 'selfCheckout.refusal.unreadable',
  'rate-limited': 'selfCheckout.refusal.rateLimited',
  'session-over': 'selfCheckout.refusal.sessionOver',
  network: 'selfCheckout.refusal.network',
  unknown: 'selfCheckout.refusal.unknown',
};

/** An idle kiosk asks the server now and then, so it notices a revoked token and a network that came back. */
const STATUS_REFRESH_MS = 60_000;

function ActiveKiosk({ venueId, kioskToken, onDeactivated }: { venueId: number; kioskToken: string; onDeactivated: () => void }) {
  const { t } = useTranslation('kiosk');
  const { uuid } = useParams();
  const [state, dispatch] = useReducer(kioskReducer, initialKioskState);
  const [camera, setCamera] = useState(false);
  const status = useSWR(kioskStatusKey(kioskToken), () => getKioskStatus(kioskToken), {
    refreshInterval: STATUS_REFRESH_MS,
    revalidateOnReconnect: true,
    // A dropped network is retried (SWR's back-off); a refused token is not.
    shouldRetryOnError: (error: unknown) => !(isApiError(error) && error.status === 401),
  });
  const unauthorized = isApiError(status.error) && status.error.status === 401;
  useEffect(() => {
    if (unauthorized) onDeactivated();
  }, [unauthorized, onDeactivated]);
  useWakeLock(true);
  useEffect(() => {
    loadSessionScreen().catch(() => undefined); // retried when a session opens
  }, []);

  const sessionToken = state.step === 'session' ? state.session.session_token : null;
  // The session's fresh view after a check-in or a payment; SWR also retries it after a drop.
  const sessionView = useSWR(sessionToken ? kioskSessionKey(sessionToken) : null, () => viewSession(kioskToken, sessionToken ?? ''), {
    revalidateOnMount: false,
    revalidateOnFocus: false,
    onSuccess: (session) => dispatch({ type: 'session-updated', session }),
    onError: (error: unknown) => {
      if (isApiError(error) && (error.code === 'KIOSK_SESSION_EXPIRED' || error.status === 401)) {
        dispatch({ type: 'refused', refusal: 'session-over' });
      }
    },
  });

  const scan = useCallback((text: string) => {
    const scanned = parseScannedCode(text);
    if (!scanned) dispatch({ type: 'unreadable' });
    else dispatch({ type: 'scanned', code: codeForServer(scanned) });
  }, []);

  // Opening the reservation QR's URL (`/self-checkout/<venue>/<uuid>`) starts the same session.
  const openedFromUrl = useRef(false);
  useEffect(() => {
    if (uuid && !openedFromUrl.current) {
      openedFromUrl.current = true;
      scan(uuid);
    }
  }, [uuid, scan]);

  const opening = state.step === 'opening' ? state.code : null;
  useEffect(() => {
    if (opening === null) return undefined;
    const controller = new AbortController();
    openSession(kioskToken, opening, controller.signal)
      .then((session) => {
        // The camera shows whoever stands before the kiosk: it goes off with the session, and the
        // next player turns it on again (so the code still held up is not read a second time).
        setCamera(false);
        dispatch({ type: 'opened', session, now: Date.now() });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isApiError(error) && error.code === 'KIOSK_NOT_ACTIVATED') onDeactivated();
        dispatch({ type: 'refused', refusal: isApiError(error) ? refusalOf(error.code ?? undefined, error.kind) : 'unknown' });
      });
    return () => controller.abort();
  }, [opening, kioskToken, onDeactivated]);

  const onTimeout = useCallback(() => dispatch({ type: 'timed-out', now: Date.now() }), []);

  if (!status.data && !status.error) return <LoadingState />;

  if (state.step === 'session' && status.data) {
    return (
      <SessionScreen
        session={state.session}
        panel={state.panel}
        deadline={state.deadline}
        kioskToken={kioskToken}
        venueId={venueId}
        timeZone={status.data.venue_timezone}
        appUrl={status.data.app_url}
        onChanged={() => void sessionView.mutate()}
        onPay={(reservationId) => dispatch({ type: 'pay-opened', reservationId })}
        onPayClosed={() => dispatch({ type: 'pay-closed' })}
        onMoreTime={() => dispatch({ type: 'more-time', now: Date.now() })}
        onTimeout={onTimeout}
        onDone={() => dispatch({ type: 'done' })}
      />
    );
  }

  return (
    <Idle>
      <section aria-labelledby="kiosk-idle-heading">
        <Heading level={2} id="kiosk-idle-heading" size="xl">
          {t('selfCheckout.idle.heading')}
        </Heading>
        {status.data && <Text variant="muted">{status.data.venue_name}</Text>}
        <Instructions>{t('selfCheckout.idle.instructions')}</Instructions>
        {status.error && !unauthorized && <Alert tone="warning">{t('selfCheckout.idle.offline')}</Alert>}
        {state.step === 'idle' && state.refusal && <Alert tone="error">{t(REFUSAL_KEYS[state.refusal])}</Alert>}
        <CodeEntry onCode={scan} busy={state.step === 'opening'} />
      </section>
      <section aria-label={t('selfCheckout.idle.cameraLabel')}>
        {camera && <CameraScanner onCode={scan} paused={state.step !== 'idle'} />}
        <Button variant="secondary" fullWidth onClick={() => setCamera((on) => !on)}>
          {camera ? t('selfCheckout.idle.cameraStop') : t('selfCheckout.idle.cameraStart')}
        </Button>
      </section>
    </Idle>
  );
}

/** `/self-checkout/:venueId/:uuid?`: activation once, then the kiosk (idle ⇄ a player's session). */
export function SelfCheckoutPage() {
  const { t } = useTranslation('kiosk');
  const params = useParams();
  // Each arrival at the kiosk's address (the logo, a reservation's QR URL) starts it afresh: a
  // player's session left open does not survive reception returning to the start screen.
  const { key: arrival } = useLocation();
  const venueId = Number(params.venueId);
  const [kioskToken, setKioskToken] = useState(() => (Number.isSafeInteger(venueId) && venueId > 0 ? readKioskToken(venueId) : null));
  const deactivate = useCallback(() => {
    forgetKioskToken(venueId);
    setKioskToken(null);
  }, [venueId]);

  return (
    <PageLayout title={t('title.selfCheckout')} width="wide">
      {!Number.isSafeInteger(venueId) || venueId <= 0 ? (
        <Alert tone="error">{t('selfCheckout.refusal.unknown')}</Alert>
      ) : kioskToken ? (
        <ActiveKiosk key={arrival} venueId={venueId} kioskToken={kioskToken} onDeactivated={deactivate} />
      ) : (
        <ActivationPanel
          venueId={venueId}
          onActivated={(token) => {
            saveKioskToken(venueId, token);
            setKioskToken(token);
          }}
        />
      )}
    </PageLayout>
  );
}
