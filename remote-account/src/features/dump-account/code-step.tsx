import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@venue/routes';
import { SmsCodeForm } from '@venue/ui';
import { useWaitText } from '@venue/i18n';
import { isCodeFieldError, type DeletionError } from './deletion-errors';
import { useDeletionErrorText } from './use-deletion-error-text';

export interface CodeStepProps {
  readonly phone: string;
  readonly code: string;
  readonly error: DeletionError | null;
  readonly confirming: boolean;
  readonly resending: boolean;
  readonly codeResent: boolean;
  /** Epoch ms when another code may be requested. */
  readonly resendAt: number;
  readonly onCodeChange: (code: string) => void;
  readonly onConfirm: () => void;
  readonly onResend: () => void;
}

/** The SMS code that re-confirms the deletion, as on the sign-in page. */
export function CodeStep({
  phone,
  code,
  error,
  confirming,
  resending,
  codeResent,
  resendAt,
  onCodeChange,
  onConfirm,
  onResend,
}: CodeStepProps) {
  const { t } = useTranslation('account');
  const errorText = useDeletionErrorText();
  const waitText = useWaitText();
  const onField = error !== null && isCodeFieldError(error);

  return (
    <SmsCodeForm
      id="dump-account-code"
      texts={{
        intro: t('dumpAccount.codeIntro', { phone }),
        label: t('dumpAccount.code'),
        hint: t('dumpAccount.codeHint'),
        submit: t('dumpAccount.confirm'),
        resend: t('dumpAccount.resend'),
        resendIn: (seconds) => t('dumpAccount.resendIn', { when: waitText(seconds) }),
        resent: t('dumpAccount.codeResent'),
      }}
      code={code}
      maxLength={8}
      submitVariant="danger"
      submitting={confirming}
      resending={resending}
      codeResent={codeResent}
      resendAt={resendAt}
      fieldError={error && onField ? errorText(error) : null}
      formError={error && !onField ? { text: errorText(error) } : null}
      onCodeChange={onCodeChange}
      onSubmit={onConfirm}
      onResend={onResend}
      secondaryAction={<Link to={paths.yourAccount()}>{t('dumpAccount.keepAccount')}</Link>}
    />
  );
}
