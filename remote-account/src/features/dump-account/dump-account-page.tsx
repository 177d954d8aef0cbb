import { useEffect, useReducer, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { AccountDeletionRequestSchema } from '@venue/api/schemas/account';
import { signOut } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { PageLayout, toast } from '@venue/ui';
import { confirmDeletion, requestDeletionCode } from '../../api/account-deletion';
import { CodeStep } from './code-step';
import { confirmError, requestCodeError } from './deletion-errors';
import { deletionReducer, initialDeletionState } from './deletion-state';
import { ExplainStep } from './explain-step';

/** Long enough to read after the page changed under the reader. */
const DELETED_TOAST_MS = 8000;

/** `/dump-account`: deleting the account after an explicit "I understand" and an SMS code. */
export function DumpAccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [state, dispatch] = useReducer(deletionReducer, initialDeletionState);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const begin = (): AbortController => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    return controller;
  };

  const sendCode = async () => {
    if (state.step !== 'explain' && state.step !== 'code') return;
    if (state.step === 'explain' && !state.understood) {
      dispatch({ type: 'understand-missing' });
      return;
    }
    const controller = begin();
    dispatch({ type: 'send-started' });
    try {
      const answer = await requestDeletionCode(controller.signal);
      if (controller.signal.aborted) return;
      dispatch({ type: 'code-sent', phone: answer.phone_number_masked, resendAt: Date.now() + answer.resend_available_in * 1000 });
    } catch (failure) {
      if (!controller.signal.aborted) dispatch({ type: 'send-failed', error: requestCodeError(failure) });
    }
  };

  const confirm = async () => {
    if (state.step !== 'code') return;
    const checked = v.safeParse(AccountDeletionRequestSchema, { code: state.code });
    if (!checked.success) {
      dispatch({ type: 'code-rejected' });
      return;
    }
    const controller = begin();
    dispatch({ type: 'confirm-started' });
    try {
      await confirmDeletion(checked.output.code, controller.signal);
    } catch (failure) {
      if (!controller.signal.aborted) dispatch({ type: 'confirm-failed', error: confirmError(failure) });
      return;
    }
    // The server has already ended every session of the account: forget this one locally
    // and leave for /login in the same tick, before the page's guard sees a visitor here.
    toast.success(t('dumpAccount.deleted'), { durationMs: DELETED_TOAST_MS });
    void signOut();
    navigate(paths.login(), { replace: true });
  };

  return (
    <PageLayout title={t('title.dumpAccount')} width="narrow">
      {state.step === 'explain' || state.step === 'requesting' ? (
        <ExplainStep
          understood={state.step === 'requesting' || state.understood}
          showUnderstandError={state.showUnderstandError}
          requesting={state.step === 'requesting'}
          error={state.step === 'explain' ? state.error : null}
          onUnderstoodChange={(understood) => dispatch({ type: 'understood-changed', understood })}
          onSendCode={() => void sendCode()}
        />
      ) : (
        <CodeStep
          phone={state.phone}
          error={state.error}
          controls={{
            code: state.code,
            submitting: state.step === 'confirming',
            resending: state.step === 'resending',
            codeResent: state.codeResent,
            resendAt: state.resendAt,
            onCodeChange: (code) => dispatch({ type: 'code-changed', code }),
            onSubmit: () => void confirm(),
            onResend: () => void sendCode(),
          }}
        />
      )}
    </PageLayout>
  );
}
