import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ErrorState, LoadingState, Select, Spinner, Stack, lazyPage, useSecondsLeft, VisuallyHidden, SectionCard } from '@venue/ui';
import { useWaitText } from '@venue/i18n';
import type { CodePanelProps } from './code-panel';
import type { ExpiryWarningProps } from './expiry-warning';
import type { IssueErrorProps } from './issue-error';
import { warningSeconds } from './countdown';
import { Frame } from './qr-frame';
import { useCheckInCode } from './use-check-in-code';
import { useMyVenues, type MyVenue } from '../../lib/use-my-venues';
import { loadActionStrings } from '../../translations/page-parts';

// The code, its countdown and the expiry warning appear only after "Generate a code": their
// chunk is fetched on that click beside the request, and the frame holds the code's place.
const loadIssuedCode = () => Promise.all([import('./issued-code'), loadActionStrings()]).then(([module]) => module);
const CodePanel = lazyPage<CodePanelProps>(() => loadIssuedCode().then((m) => m.CodePanel), 'CodePanel', <CodePanelPlaceholder />);
const ExpiryWarning = lazyPage<ExpiryWarningProps>(() => loadIssuedCode().then((m) => m.ExpiryWarning), 'ExpiryWarning', null);
// Why no code came: with the same chunk, which the click fetched beside the request.
const IssueError = lazyPage<IssueErrorProps>(() => loadIssuedCode().then((m) => m.IssueError), 'IssueError', null);

function CodePanelPlaceholder() {
  const { t } = useTranslation('account');
  return (
    <Frame>
      <Spinner label={t('checkInQr.loadingQr')} />
    </Frame>
  );
}

/** The section's anchor for the account page's in-page navigation. */
export const CHECK_IN_QR_ID = 'check-in-qr';

type Phase = 'none' | 'valid' | 'expiring' | 'expired';

/** The account page section of this feature (rendered by features/your-account). */
export function CheckInQrSection() {
  const { t } = useTranslation('account');
  const { state, retry } = useMyVenues();
  return (
    <SectionCard focusableHeading id={CHECK_IN_QR_ID} title={t('checkInQr.heading')} description={t('checkInQr.intro')}>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' && <ErrorState message={t('checkInQr.loadFailed')} onRetry={retry} />}
      {state.status === 'ready' && (state.venues.length === 0 ? <p>{t('checkInQr.noVenues')}</p> : <CheckInCode venues={state.venues} />)}
    </SectionCard>
  );
}

function CheckInCode({ venues }: { readonly venues: readonly MyVenue[] }) {
  const { t } = useTranslation('account');
  const waitText = useWaitText();
  const [chosenId, setChosenId] = useState<number>(venues[0]?.id ?? 0);
  // A venue that disappeared from the profile falls back to the first one.
  const venue = venues.find((item) => item.id === chosenId) ?? venues[0];
  const venueId = venue?.id ?? null;
  const { code, issuing, error, issue } = useCheckInCode(venueId);
  const secondsLeft = useSecondsLeft(code?.expiresAt ?? null);
  const mainButton = useRef<HTMLButtonElement>(null);

  const phase: Phase = !code
    ? 'none'
    : secondsLeft <= 0
      ? 'expired'
      : secondsLeft <= warningSeconds(code.ttlSeconds)
        ? 'expiring'
        : 'valid';
  const announcement = useAnnouncement(code?.token ?? null, phase, (phaseNow) => {
    if (!code) return '';
    if (phaseNow === 'valid') return t('actions.issuedCode.announceReady', { when: waitText(code.ttlSeconds) });
    if (phaseNow === 'expiring') return t('actions.issuedCode.announceExpiring', { when: waitText(warningSeconds(code.ttlSeconds)) });
    if (phaseNow === 'expired') return t('actions.issuedCode.announceExpired');
    return '';
  });

  const renew = () => {
    loadIssuedCode().catch(() => undefined);
    void issue();
  };

  return (
    <Stack $gap="md" $align="flex-start">
      {venues.length > 1 ? (
        <Select label={t('checkInQr.venue')} value={String(venueId ?? '')} onChange={(event) => setChosenId(Number(event.target.value))}>
          {venues.map((item) => (
            <option key={item.id} value={item.id}>
              {item.name}
            </option>
          ))}
        </Select>
      ) : (
        <p>{t('checkInQr.venueName', { name: venue?.name ?? '' })}</p>
      )}

      {code && venue && <CodePanel key={code.token} token={code.token} venueName={venue.name} secondsLeft={secondsLeft} />}

      {phase === 'expiring' && (
        <ExpiryWarning
          text={t('actions.issuedCode.expiringSoon', { when: waitText(secondsLeft) })}
          extending={issuing}
          onExtend={renew}
          // Extended or expired, the warning goes; focus must not fall back to the page.
          onLeaveWithFocus={() => mainButton.current?.focus()}
        />
      )}

      {error !== null && <IssueError error={error} />}

      <Button ref={mainButton} loading={issuing} onClick={renew}>
        {code ? t('actions.issuedCode.regenerate') : t('checkInQr.generate')}
      </Button>

      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </Stack>
  );
}

/**
 * The status line's text: it changes only when a code arrives, starts expiring or expires, so
 * screen readers hear those moments and never the ticking.
 */
function useAnnouncement(token: string | null, phase: Phase, text: (phase: Phase) => string): string {
  const [announced, setAnnounced] = useState<{ readonly token: string | null; readonly phase: Phase; readonly text: string }>({
    token: null,
    phase: 'none',
    text: '',
  });
  // Worded while rendering the moment it changes (React's "state from the previous render"), so
  // the text is fixed then and later renders (the ticking clock) leave it alone.
  if (announced.token !== token || announced.phase !== phase) {
    const next = { token, phase, text: text(phase) };
    setAnnounced(next);
    return next.text;
  }
  return announced.text;
}
