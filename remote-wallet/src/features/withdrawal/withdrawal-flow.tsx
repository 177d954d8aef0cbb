import { useEffect, useReducer, useRef } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { WithdrawalConfirmSchema } from '@venue/api/schemas/withdrawal';
import { useAuthStore } from '@venue/auth-store';
import { Heading } from '@venue/ui';
import { confirmWithdrawal, isTransactionsKey, requestWithdrawal, walletKey, withdrawalsKey } from '../../api/wallet';
import { CodeStep } from './components/code-step';
import { DoneStep } from './components/done-step';
import { ReviewStep } from './components/review-step';
import { WithdrawalForm } from './components/withdrawal-form';
import { checkWithdrawal } from './withdrawal-check';
import { confirmError, requestFailure } from './withdrawal-errors';
import { initialWithdrawalState, withdrawalReducer, type WithdrawalState } from './withdrawal-state';

/** The heading of the step shown, focused when the step changes so the reader starts there. */
const STEP_HEADING_ID = 'withdrawal-step-heading';

function stepTitleKey(state: WithdrawalState): string | null {
  switch (state.step) {
    case 'review':
    case 'requesting':
      return 'withdrawal.review.title';
    case 'code':
    case 'resending':
    case 'confirming':
      return 'withdrawal.code.title';
    default:
      return null;
  }
}

export interface WithdrawalFlowProps {
  /** The available balance in grosze, when known: more is refused before anything is sent. */
  readonly available: number | null;
  /** The flow ended (cancelled, or the confirmation read): the section shows its start again. */
  readonly onClose: () => void;
}

/**
 * Withdrawing to a bank account: form → restatement → SMS code → confirmed. Loaded when the
 * player opens it (with the shared schema and the IBAN check it brings), so a visit that only
 * reads the wallet does not download them. After each step that moved money the balances, the
 * history and the list of withdrawals are revalidated through their key builders.
 */
export function WithdrawalFlow({ available, onClose }: WithdrawalFlowProps) {
  const { t } = useTranslation('wallet');
  const user = useAuthStore((s) => s.user);
  // Opened with the holder offered from the profile: most often it is the player.
  const [state, dispatch] = useReducer(withdrawalReducer, undefined, () =>
    withdrawalReducer(initialWithdrawalState, {
      type: 'opened',
      values: { amount: '', iban: '', account_owner: user ? `${user.first_name} ${user.last_name}`.trim() : '' },
    }),
  );
  const { mutate } = useSWRConfig();
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);
  useEffect(() => {
    if (state.step === 'idle') onClose();
  }, [state.step, onClose]);

  const titleKey = stepTitleKey(state);

  // A new step is read from its heading; the form from its first field.
  const shownStep = titleKey ?? state.step;
  const previousStep = useRef<string | null>(null);
  useEffect(() => {
    if (previousStep.current === shownStep) return;
    previousStep.current = shownStep;
    if (titleKey) document.getElementById(STEP_HEADING_ID)?.focus();
    // A form sent back with errors leaves the focus to its error summary.
    else if (state.step === 'form' && Object.keys(state.fieldErrors).length === 0) document.getElementById('withdrawal-amount')?.focus();
  }, [shownStep, titleKey, state]);

  const begin = (): AbortController => {
    request.current?.abort();
    const controller = new AbortController();
    request.current = controller;
    return controller;
  };

  const moneyMoved = () => {
    void mutate(walletKey());
    void mutate(isTransactionsKey);
    void mutate(withdrawalsKey());
  };

  const submitForm = () => {
    if (state.step !== 'form') return;
    const checked = checkWithdrawal(state.values, available);
    dispatch(checked.ok ? { type: 'form-accepted', request: checked.request } : { type: 'form-refused', fieldErrors: checked.fieldErrors });
  };

  const send = async () => {
    if (state.step !== 'review' && state.step !== 'code') return;
    const controller = begin();
    dispatch({ type: 'send-started' });
    try {
      const answer = await requestWithdrawal(state.request, controller.signal);
      if (controller.signal.aborted) return;
      dispatch({ type: 'code-sent', withdrawal: answer.withdrawal, resendAt: Date.parse(answer.resend_available_at) });
      moneyMoved();
    } catch (failure) {
      if (controller.signal.aborted) return;
      dispatch({ type: 'send-failed', ...requestFailure(failure) });
      // A refusal for want of money means the balance shown is out of date.
      void mutate(walletKey());
    }
  };

  const confirm = async () => {
    if (state.step !== 'code') return;
    const checked = v.safeParse(WithdrawalConfirmSchema, { verification_code: state.code });
    if (!checked.success) {
      dispatch({ type: 'code-rejected' });
      return;
    }
    const controller = begin();
    dispatch({ type: 'confirm-started' });
    try {
      const withdrawal = await confirmWithdrawal(checked.output.verification_code, controller.signal);
      if (controller.signal.aborted) return;
      dispatch({ type: 'confirmed', withdrawal });
      moneyMoved();
    } catch (failure) {
      if (!controller.signal.aborted) dispatch({ type: 'confirm-failed', error: confirmError(failure) });
    }
  };

  let step;
  switch (state.step) {
    case 'idle':
      step = null;
      break;
    case 'done':
      step = <DoneStep withdrawal={state.withdrawal} onClose={() => dispatch({ type: 'closed' })} />;
      break;
    case 'form':
      step = (
        <WithdrawalForm
          values={state.values}
          fieldErrors={state.fieldErrors}
          available={available}
          onChange={(field, value) => dispatch({ type: 'value-changed', field, value })}
          onSubmit={submitForm}
          onCancel={() => dispatch({ type: 'closed' })}
        />
      );
      break;
    case 'review':
    case 'requesting':
      step = (
        <ReviewStep
          request={state.request}
          sending={state.step === 'requesting'}
          error={state.step === 'review' ? state.error : null}
          onSend={() => void send()}
          onEdit={() => dispatch({ type: 'edit' })}
        />
      );
      break;
    case 'code':
    case 'resending':
    case 'confirming':
      step = (
        <CodeStep
          amount={state.request.amount}
          error={state.error}
          controls={{
            code: state.code,
            submitting: state.step === 'confirming',
            resending: state.step === 'resending',
            codeResent: state.codeResent,
            resendAt: state.resendAt,
            onCodeChange: (code) => dispatch({ type: 'code-changed', code }),
            onSubmit: () => void confirm(),
            onResend: () => void send(),
          }}
        />
      );
      break;
  }

  return (
    <div>
      {titleKey && (
        <Heading level={3} size="md" id={STEP_HEADING_ID} tabIndex={-1}>
          {t(titleKey)}
        </Heading>
      )}
      {step}
    </div>
  );
}
