import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router-dom';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { Alert, lazyPage, LoadingState, PageLayout, Stack } from '@venue/ui';
import { PhoneStep } from './components/phone-step';
import { useLoginFlow } from './hooks/use-login-flow';

const MAGIC_TOKEN_PARAM = 'magic_token';

// The code step is fetched while the SMS is being sent, not with the page.
const loadCodeStep = () => import('./components/code-step').then((m) => m.CodeStep);
const CodeStep = lazyPage(loadCodeStep, 'CodeStep');

/** /login: phone number, then the SMS code; or a `?magic_token=` link signing in directly. */
export default function LoginPage() {
  const { t } = useTranslation('auth');
  const [searchParams, setSearchParams] = useSearchParams();
  const magicToken = searchParams.get(MAGIC_TOKEN_PARAM);

  // The token is single-use: drop it from the address so a reload or a shared URL cannot replay it.
  const forgetMagicToken = useCallback(() => {
    setSearchParams(
      (params) => {
        params.delete(MAGIC_TOKEN_PARAM);
        return params;
      },
      { replace: true },
    );
  }, [setSearchParams]);

  const flow = useLoginFlow(magicToken, forgetMagicToken);
  // The server ended the last session (not a logout): said above the form until the next sign-in.
  const sessionExpired = useAuthStore((store) => store.sessionExpired);
  const { state } = flow;
  // Back from the code step ("change number"), the number field is focused for correcting.
  const [visitedCodeStep, setVisitedCodeStep] = useState(false);
  const onCodeStep = state.step === 'code' || state.step === 'verifying' || state.step === 'resending';
  if (onCodeStep && !visitedCodeStep) setVisitedCodeStep(true);

  useEffect(() => {
    if (state.step === 'sending') loadCodeStep().catch(() => undefined);
  }, [state.step]);

  switch (state.step) {
    case 'magic-link':
    case 'signed-in':
      return (
        <PageLayout title={t('login.phoneHeading')} width="narrow">
          <LoadingState label={state.step === 'magic-link' ? t('login.checkingMagicLink') : t('login.signingIn')} />
        </PageLayout>
      );
    case 'phone':
    case 'sending':
      return (
        <PageLayout title={t('login.phoneHeading')} width="narrow">
          <Stack $gap="lg">
            {sessionExpired && <Alert tone="info">{t('login.sessionExpired')}</Alert>}
            <PhoneStep
              phone={state.phone}
              error={state.step === 'phone' ? state.error : null}
              sending={state.step === 'sending'}
              sendBlockedUntil={state.step === 'phone' ? state.sendBlockedUntil : null}
              focusNumber={visitedCodeStep}
              onChange={flow.changePhone}
              onFocusForm={flow.preparePhoneCheck}
              onSubmit={flow.submitPhone}
              onLimitExpired={flow.limitExpired}
            />
            {/* A newcomer may look around first: the venue directory is public. */}
            <p>
              <Link to={paths.venues()}>{t('login.browseVenues')}</Link>
            </p>
          </Stack>
        </PageLayout>
      );
    case 'code':
    case 'verifying':
    case 'resending':
      return (
        <PageLayout title={t('login.codeHeading')} width="narrow">
          <CodeStep
            phone={state.phoneE164}
            error={state.error}
            verifyBlockedUntil={state.verifyBlockedUntil}
            controls={{
              code: state.code,
              submitting: state.step === 'verifying',
              resending: state.step === 'resending',
              codeResent: state.codeResent,
              resendAt: state.resendAt,
              onCodeChange: flow.changeCode,
              onSubmit: flow.submitCode,
              onResend: flow.resendCode,
            }}
            onChangeNumber={flow.changeNumber}
            onLimitExpired={flow.limitExpired}
          />
        </PageLayout>
      );
  }
}
