import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { signOut } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { Alert, Button, SectionCard, Stack, toast } from '@venue/ui';
import { signOutEverywhere } from '../../api/sessions';
import { ConfirmBox } from '../../components/confirm-box';
import { isCancelled } from '../../lib/field-errors';
import { useQuestionFocus } from '../../lib/use-question-focus';

/** The section's anchor for the account page's in-page navigation. */
export const SESSIONS_ID = 'sessions';

type State = 'idle' | 'confirm' | 'signing-out' | 'failed';

/**
 * "Sign out on all devices": for a lost phone or a shared computer. Asks first, since this device
 * is signed out too; the server ends every session, then this one is forgotten locally.
 */
export function SignOutEverywhereSection() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [state, setState] = useState<State>('idle');
  const { questionRef, openerRef, returnFocus } = useQuestionFocus(state === 'confirm');

  const cancel = () => {
    setState('idle');
    returnFocus();
  };

  const confirm = async () => {
    setState('signing-out');
    try {
      await signOutEverywhere();
    } catch (error) {
      if (!isCancelled(error)) setState('failed');
      return;
    }
    toast.success(t('sessions.done'));
    // The server has ended this session too: forget it locally and leave before the guard sees a visitor.
    void signOut();
    navigate(paths.login(), { replace: true });
  };

  return (
    <SectionCard focusableHeading id={SESSIONS_ID} title={t('sessions.heading')} description={t('sessions.intro')}>
      {state === 'failed' && <Alert>{t('sessions.failed')}</Alert>}
      {state === 'confirm' || state === 'signing-out' ? (
        <ConfirmBox ref={questionRef} role="group" aria-labelledby="sessions-question" tabIndex={-1}>
          <Stack $gap="sm">
            <p id="sessions-question">{t('sessions.question')}</p>
            <Stack $direction="row" $gap="sm" $wrap>
              <Button variant="danger" loading={state === 'signing-out'} onClick={() => void confirm()}>
                {t('sessions.confirm')}
              </Button>
              <Button variant="secondary" onClick={cancel}>
                {t('sessions.cancel')}
              </Button>
            </Stack>
          </Stack>
        </ConfirmBox>
      ) : (
        <div>
          <Button ref={openerRef} variant="secondary" onClick={() => setState('confirm')}>
            {t('sessions.signOutEverywhere')}
          </Button>
        </div>
      )}
    </SectionCard>
  );
}
