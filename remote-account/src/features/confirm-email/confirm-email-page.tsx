import { useEffect } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getMe } from '@venue/api';
import { authStore, useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { Alert, Button, ErrorState, LoadingState, PageLayout, Stack } from '@venue/ui';
import { ResendLink } from './resend-link';
import { useConfirmation, type ConfirmationState } from './use-confirmation';

/** `/confirm-email?token=…`: the link from the confirmation e-mail; public, as it may be opened anywhere. */
export function ConfirmEmailPage() {
  const { t } = useTranslation('account');
  const [params] = useSearchParams();
  const { state, retry } = useConfirmation(params.get('token'));
  const user = useAuthStore((s) => s.user);

  useProfileUpdateOnConfirm(state);

  return (
    <PageLayout title={t('title.confirmEmail')} width="narrow">
      <Stack $gap="md" $align="flex-start">
        {state.status === 'confirming' && <LoadingState label={t('confirmEmail.confirming')} />}
        {state.status === 'failed' && <ErrorState message={t('confirmEmail.failed')} onRetry={retry} />}
        {state.status === 'confirmed' && (
          <>
            <Alert tone="success">{t('confirmEmail.confirmed', { email: state.email })}</Alert>
            {user && <Link to={paths.yourAccount()}>{t('confirmEmail.toAccount')}</Link>}
          </>
        )}
        {state.status === 'taken' && (
          <>
            <Alert tone="warning">{t('confirmEmail.taken')}</Alert>
            {user && <Link to={paths.yourAccount()}>{t('confirmEmail.toAccount')}</Link>}
          </>
        )}
        {(state.status === 'expired' || state.status === 'used' || state.status === 'invalid' || state.status === 'missing') &&
          (user?.email_verified ? (
            // Nothing left to do: a used link or a return after sign-in for an address confirmed meanwhile.
            <>
              <Alert tone="success">{t('confirmEmail.alreadyConfirmed', { email: user.email })}</Alert>
              <Link to={paths.yourAccount()}>{t('confirmEmail.toAccount')}</Link>
            </>
          ) : (
            <>
              <Alert tone={state.status === 'missing' ? 'info' : 'warning'}>{t(`confirmEmail.${state.status}`)}</Alert>
              <NewLink />
            </>
          ))}
      </Stack>
    </PageLayout>
  );
}

/** A new link: sent at once when signed in, otherwise after signing in (which returns here). */
function NewLink() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const user = useAuthStore((s) => s.user);
  if (user) return <ResendLink email={user.email} />;
  return (
    <Stack $gap="sm" $align="flex-start">
      <p>{t('confirmEmail.signInHint')}</p>
      <Button onClick={() => navigate(paths.login(), { state: { from: paths.confirmEmail() } })}>{t('confirmEmail.signInForNew')}</Button>
    </Stack>
  );
}

/**
 * A signed-in user sees "verified" everywhere at once. The answer may be for another account
 * (a link opened in a browser signed in as someone else), so the profile is reloaded rather
 * than patched; a failed reload changes nothing, the next page's session check catches up.
 */
function useProfileUpdateOnConfirm(state: ConfirmationState): void {
  const confirmed = state.status === 'confirmed';
  useEffect(() => {
    if (!confirmed) return undefined;
    const token = authStore.getState().token;
    if (!token) return undefined;
    const controller = new AbortController();
    getMe(controller.signal).then(
      (fresh) => {
        if (authStore.getState().token === token) authStore.getState().setUser(fresh);
      },
      () => undefined,
    );
    return () => controller.abort();
  }, [confirmed]);
}
