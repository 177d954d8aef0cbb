import { useTranslation } from 'react-i18next';
import { formatMoney, useLanguage, useWaitText } from '@venue/i18n';
import { SmsCodeForm, type SmsCodeControls } from '@venue/ui';
import { isCodeFieldError, type WithdrawalError } from '../withdrawal-errors';
import { useWithdrawalErrorText } from '../use-withdrawal-error-text';

export interface CodeStepProps {
  /** Grosze. */
  readonly amount: number;
  readonly error: WithdrawalError | null;
  readonly controls: SmsCodeControls;
}

/** The SMS code that confirms the withdrawal, with the kit's one code form (as the sign-in and the account deletion). */
export function CodeStep({ amount, error, controls }: CodeStepProps) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const errorText = useWithdrawalErrorText();
  const waitText = useWaitText();
  const onField = error !== null && isCodeFieldError(error);
  return (
    <SmsCodeForm
      id="withdrawal-code"
      texts={{
        intro: t('withdrawal.code.intro', { amount: formatMoney(amount, language) }),
        label: t('withdrawal.code.label'),
        hint: t('withdrawal.code.hint'),
        submit: t('withdrawal.code.submit'),
        resend: t('withdrawal.code.resend'),
        resendIn: (seconds) => t('withdrawal.code.resendIn', { when: waitText(seconds) }),
        resent: t('withdrawal.code.resent'),
      }}
      {...controls}
      maxLength={8}
      fieldError={error && onField ? errorText(error) : null}
      formError={error && !onField ? { text: errorText(error) } : null}
    />
  );
}
