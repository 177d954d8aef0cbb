import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@venue/routes';
import { SmsCodeForm, type SmsCodeControls } from '@venue/ui';
import { useWaitText } from '@venue/i18n';
import { isCodeFieldError, type DeletionError } from './deletion-errors';
import { useDeletionErrorText } from './use-deletion-error-text';

export interface CodeStepProps {
  readonly phone: string;
  readonly error: DeletionError | null;
  readonly controls: SmsCodeControls;
}

/** The SMS code that re-confirms the deletion, as on the sign-in page. */
export function CodeStep({ phone, error, controls }: CodeStepProps) {
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
      {...controls}
      maxLength={8}
      submitVariant="danger"
      fieldError={error && onField ? errorText(error) : null}
      formError={error && !onField ? { text: errorText(error) } : null}
      secondaryAction={<Link to={paths.yourAccount()}>{t('dumpAccount.keepAccount')}</Link>}
    />
  );
}
