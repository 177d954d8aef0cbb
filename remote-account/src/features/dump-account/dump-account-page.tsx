import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { AccountDeletionRequestSchema } from '@venue/api/schemas/account';
import { signOut } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { PageLayout, toast, useLoad } from '@venue/ui';
import { confirmDeletion, requestDeletionCode } from '../../api/account-deletion';
import { getWallet } from '../../api/wallet';
import { CodeStep } from './code-step';
import { confirmError, requestCodeError, type DeletionError } from './deletion-errors';
import { ExplainStep } from './explain-step';

/** Long enough to read after the page changed under the reader. */
const DELETED_TOAST_MS = 8000;

interface CodeSent {
  readonly phone: string;
  readonly resendAt: number;
}

/** `/dump-account`: deleting the account after an explicit "I understand" and an SMS code. */
export function DumpAccountPage() {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [understood, setUnderstood] = useState(false);
  // Deleting does not pay the wallet out: the explanation says so when there is money in it.
  const wallet = useLoad('wallet', getWallet);
  const [showUnderstandError, setShowUnderstandError] = useState(false);
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [requesting, setRequesting] = useState(false);
  const [codeResent, setCodeResent] = useState(false);
  const [code, setCode] = useState('');
  const [confirming, setConfirming] = useState(false);
  const [error, setError] = useState<DeletionError | null>(null);
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const begin = (): AbortController => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    return controller;
  };

  const sendCode = async () => {
    if (requesting) return;
    if (!understood) {
      setShowUnderstandError(true);
      return;
    }
    const controller = begin();
    setRequesting(true);
    setError(null);
    setCodeResent(false);
    try {
      const answer = await requestDeletionCode(controller.signal);
      if (controller.signal.aborted) return;
      setCodeResent(sent !== null);
      setSent({ phone: answer.phone_number_masked, resendAt: Date.now() + answer.resend_available_in * 1000 });
      setCode('');
    } catch (failure) {
      if (!controller.signal.aborted) setError(requestCodeError(failure));
    } finally {
      if (!controller.signal.aborted) setRequesting(false);
    }
  };

  const confirm = async () => {
    if (confirming) return;
    setCodeResent(false);
    const checked = v.safeParse(AccountDeletionRequestSchema, { code });
    if (!checked.success) {
      setError({ kind: 'malformed' });
      return;
    }
    const controller = begin();
    setConfirming(true);
    setError(null);
    try {
      await confirmDeletion(checked.output.code, controller.signal);
    } catch (failure) {
      if (!controller.signal.aborted) {
        setError(confirmError(failure));
        setConfirming(false);
      }
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
      {sent ? (
        <CodeStep
          phone={sent.phone}
          code={code}
          error={error}
          confirming={confirming}
          resending={requesting}
          codeResent={codeResent}
          resendAt={sent.resendAt}
          onCodeChange={(next) => {
            setCode(next);
            if (error?.kind === 'malformed') setError(null);
          }}
          onConfirm={() => void confirm()}
          onResend={() => void sendCode()}
        />
      ) : (
        <ExplainStep
          wallet={wallet.state}
          understood={understood}
          showUnderstandError={showUnderstandError}
          requesting={requesting}
          error={error}
          onUnderstoodChange={setUnderstood}
          onSendCode={() => void sendCode()}
        />
      )}
    </PageLayout>
  );
}
