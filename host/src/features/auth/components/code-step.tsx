import { useTranslation } from 'react-i18next';
import { Button, SmsCodeForm, type SmsCodeControls } from '@venue/ui';
import { useWaitText } from '@venue/i18n';
import { useLoginErrorText } from '../hooks/use-login-error-text';
import { formatPhone } from '@venue/api/format-phone';
import type { CodeError } from '../utils/login-state';

/** Errors about the typed code sit on the field; the rest concern the form. */
const FIELD_ERRORS: ReadonlySet<CodeError['kind']> = new Set(['malformed', 'invalid-code', 'expired', 'too-many-attempts']);

export interface CodeStepProps {
  /** The number the code went to, in E.164. */
  readonly phone: string;
  readonly error: CodeError | null;
  readonly verifyBlockedUntil: number | null;
  readonly controls: SmsCodeControls;
  readonly onChangeNumber: () => void;
  readonly onLimitExpired: () => void;
}

export function CodeStep({ phone, error, verifyBlockedUntil, controls, onChangeNumber, onLimitExpired }: CodeStepProps) {
  const { t } = useTranslation('auth');
  const errorText = useLoginErrorText(error);
  const waitText = useWaitText();
  const onField = error !== null && FIELD_ERRORS.has(error.kind);

  return (
    <SmsCodeForm
      id="login-code"
      texts={{
        intro: t('login.codeIntro', { phone: formatPhone(phone) }),
        label: t('login.code'),
        hint: t('login.codeHint'),
        submit: t('login.verify'),
        resend: t('login.resend'),
        resendIn: (seconds) => t('login.resendIn', { when: waitText(seconds) }),
        resent: t('login.codeResent'),
      }}
      {...controls}
      // The code is 4 digits (OtpCodeSchema): typed or pasted whole, it is checked at once.
      autoSubmitLength={4}
      fieldError={onField ? errorText : null}
      formError={!onField && errorText ? { text: errorText, countdownTo: error?.kind === 'rate-limited' ? error.until : undefined } : null}
      lockedUntil={verifyBlockedUntil}
      onLockoutEnd={onLimitExpired}
      secondaryAction={
        <Button variant="link" disabled={controls.submitting} onClick={onChangeNumber}>
          {t('login.changeNumber')}
        </Button>
      }
    />
  );
}
