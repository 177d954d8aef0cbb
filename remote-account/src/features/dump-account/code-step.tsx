import { useEffect, useRef, type ClipboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { paths } from '@venue/routes';
import { Alert, Button, codeFromPastedText, compactCodeInput, Stack, TextField, useSecondsLeft } from '@venue/ui';
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
  const resendSeconds = useSecondsLeft(resendAt);
  const input = useRef<HTMLInputElement>(null);

  // After a rejected code or a fresh one, the field is ready for typing again.
  useEffect(() => {
    if (error && isCodeFieldError(error)) input.current?.select();
    if (codeResent) input.current?.focus();
  }, [error, codeResent]);

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = codeFromPastedText(event.clipboardData.getData('text'));
    if (pasted === null) return;
    event.preventDefault();
    onCodeChange(pasted);
  };

  const fieldError = error && isCodeFieldError(error) ? errorText(error) : undefined;
  const formError = error && !isCodeFieldError(error) ? errorText(error) : undefined;

  return (
    <Stack $gap="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm();
        }}
      >
        <Stack>
          <p>{t('dumpAccount.codeIntro', { phone })}</p>
          <TextField
            ref={input}
            id="dump-account-code"
            label={t('dumpAccount.code')}
            hint={t('dumpAccount.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={8}
            value={code}
            readOnly={confirming}
            autoFocus
            error={fieldError}
            liveError
            onPaste={handlePaste}
            onChange={(event) => onCodeChange(compactCodeInput(event.target.value))}
          />
          {formError && <Alert>{formError}</Alert>}
          {codeResent && <Alert tone="success">{t('dumpAccount.codeResent')}</Alert>}
          <Button type="submit" variant="danger" fullWidth loading={confirming}>
            {t('dumpAccount.confirm')}
          </Button>
        </Stack>
      </form>
      <Stack $direction="row" $wrap $justify="space-between" $align="center">
        {resendSeconds > 0 ? (
          <p>{t('dumpAccount.resendIn', { when: waitText(resendSeconds) })}</p>
        ) : (
          <Button variant="link" loading={resending} disabled={confirming} onClick={onResend}>
            {t('dumpAccount.resend')}
          </Button>
        )}
        <Link to={paths.yourAccount()}>{t('dumpAccount.keepAccount')}</Link>
      </Stack>
    </Stack>
  );
}
