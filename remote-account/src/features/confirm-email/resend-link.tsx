import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import { Alert, Button, Stack } from '@venue/ui';
import { useWaitText } from '@venue/i18n';
import { resendEmailConfirmation } from '../../api/email';

type ResendState =
  | { readonly status: 'idle' }
  | { readonly status: 'sending' }
  | { readonly status: 'sent'; readonly email: string }
  | { readonly status: 'rate-limited'; readonly seconds: number }
  | { readonly status: 'already-verified' }
  | { readonly status: 'failed' };

/** "Send a new link" for the signed-in user, with what came of it. */
export function ResendLink({ email }: { readonly email: string }) {
  const { t } = useTranslation('account');
  const waitText = useWaitText();
  const [state, setState] = useState<ResendState>({ status: 'idle' });
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const send = async () => {
    if (state.status === 'sending') return;
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'sending' });
    try {
      const answer = await resendEmailConfirmation(controller.signal);
      if (!controller.signal.aborted) setState({ status: 'sent', email: answer.email });
    } catch (error) {
      if (controller.signal.aborted) return;
      if (isApiError(error) && error.code === 'RATE_LIMITED') {
        setState({ status: 'rate-limited', seconds: error.retryAfterSeconds ?? 60 });
      } else if (isApiError(error) && error.code === 'EMAIL_ALREADY_VERIFIED') {
        setState({ status: 'already-verified' });
      } else {
        setState({ status: 'failed' });
      }
    }
  };

  return (
    <Stack $gap="sm" $align="flex-start">
      {state.status !== 'sent' && state.status !== 'already-verified' && (
        <Button loading={state.status === 'sending'} onClick={() => void send()}>
          {t('confirmEmail.resend')}
        </Button>
      )}
      {state.status === 'sent' && <Alert tone="success">{t('confirmEmail.resendSent', { email: state.email })}</Alert>}
      {state.status === 'already-verified' && <Alert tone="success">{t('confirmEmail.alreadyConfirmed', { email })}</Alert>}
      {state.status === 'rate-limited' && (
        <Alert tone="warning">{t('confirmEmail.resendRateLimited', { when: waitText(state.seconds) })}</Alert>
      )}
      {state.status === 'failed' && <Alert>{t('confirmEmail.resendFailed')}</Alert>}
    </Stack>
  );
}
