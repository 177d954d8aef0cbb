import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { durationParts } from '@venue/i18n';
import { Badge, Button } from '@venue/ui';
import { resendEmailConfirmation } from '../../api/profile';
import { isCancelled, rateLimitSeconds } from '../../lib/field-errors';
import { loadActionStrings } from '../../translations/page-parts';

type ResendState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent'; readonly email: string }
  | { readonly status: 'rate-limited'; readonly seconds: number }
  | { readonly status: 'failed' };

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  /* On a phone the link wraps below the badge onto two lines: read from the form's left edge,
     not centred like a button. */
  > button {
    justify-content: flex-start;
    text-align: start;
    padding-inline-start: 0;
  }
`;

const Message = styled.p<{ $error: boolean }>`
  color: ${({ theme, $error }) => ($error ? theme.colors.danger : theme.colors.text)};
`;

export interface EmailConfirmationProps {
  /** The saved address (not what is being typed): the one a link would go to. */
  readonly email: string;
  readonly verified: boolean;
}

/** The e-mail's verified state and, while unverified, a way to get the confirmation link again. */
export function EmailConfirmation({ email, verified }: EmailConfirmationProps) {
  const { t } = useTranslation(['account', 'common']);
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const resend = async () => {
    if (state.status === 'sending') return;
    setState({ status: 'sending' });
    inFlight.current = new AbortController();
    // What the answer says (sent, or when to try again) comes beside the request; without it, "failed".
    const worded = loadActionStrings().then(
      () => true,
      () => false,
    );
    try {
      const sent = await resendEmailConfirmation(inFlight.current.signal);
      setState((await worded) ? { status: 'sent', email: sent.email } : { status: 'failed' });
    } catch (error) {
      if (isCancelled(error)) return;
      const seconds = rateLimitSeconds(error);
      setState(seconds === null || !(await worded) ? { status: 'failed' } : { status: 'rate-limited', seconds });
    }
  };

  const message = (() => {
    switch (state.status) {
      case 'sent':
        return t('actions.emailResend.sent', { email: state.email });
      case 'rate-limited': {
        const { unit, count } = durationParts(state.seconds);
        return t('actions.emailResend.rateLimited', { when: t(`inDuration.${unit}`, { ns: 'common', count }) });
      }
      case 'failed':
        return t('accountData.resendFailed');
      default:
        return '';
    }
  })();

  return (
    <div>
      <Row>
        <span>{t('accountData.emailState')}</span>
        <Badge tone={verified ? 'success' : 'warning'}>
          {verified ? t('accountData.emailVerified') : t('accountData.emailUnverified')}
        </Badge>
        {!verified && email !== '' && (
          <Button variant="link" loading={state.status === 'sending'} onClick={() => void resend()}>
            {t('accountData.resend')}
          </Button>
        )}
      </Row>
      <Message role="status" $error={state.status === 'failed' || state.status === 'rate-limited'}>
        {message}
      </Message>
    </div>
  );
}
