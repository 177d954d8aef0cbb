import { useEffect } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, useSecondsLeft } from '@venue/ui';
import { WARNING_SECONDS } from './kiosk-state';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};

  /* Beside the greeting on a tablet: the clock next to its button, not across the screen. */
  ${({ theme }) => theme.media.tablet} {
    justify-content: flex-end;
  }

  button {
    min-height: 56px;
    min-width: 12rem;
    font-size: ${({ theme }) => theme.font.sizeLg};
  }
`;

const Clock = styled.p`
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-variant-numeric: tabular-nums;
`;

export interface SessionCountdownProps {
  /** Epoch ms at which the session ends. */
  readonly deadline: number;
  readonly onMoreTime: () => void;
  readonly onTimeout: () => void;
}

/**
 * The session's visible countdown (WCAG 2.2.1): the seconds left all along, a warning a short while
 * before the end, and "more time" at any moment. The ticking number is hidden from screen
 * readers (it would be read out every second); the warning is announced once when it appears.
 */
export function SessionCountdown({ deadline, onMoreTime, onTimeout }: SessionCountdownProps) {
  const { t } = useTranslation('kiosk');
  const secondsLeft = useSecondsLeft(deadline);
  const timedOut = secondsLeft <= 0;

  useEffect(() => {
    if (timedOut) onTimeout();
  }, [timedOut, onTimeout]);

  return (
    <Bar>
      <div>
        <Clock aria-hidden="true">{t('selfCheckout.session.countdown', { count: secondsLeft })}</Clock>
        {secondsLeft <= WARNING_SECONDS && <Alert tone="warning">{t('selfCheckout.session.warning')}</Alert>}
      </div>
      <Button variant="secondary" onClick={onMoreTime}>
        {t('selfCheckout.session.moreTime')}
      </Button>
    </Bar>
  );
}
