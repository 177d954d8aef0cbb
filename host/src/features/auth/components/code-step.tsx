import { useEffect, useRef, type ClipboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert, Button, codeFromPastedText, compactCodeInput, Stack, TextField, useSecondsLeft } from '@venue/ui';
import { useWaitText } from '@venue/i18n';
import { useLoginErrorText } from '../hooks/use-login-error-text';
import { CountdownAlert } from './countdown-alert';
import { formatPhone } from '@venue/api/format-phone';
import type { CodeError } from '../utils/login-state';

/** Errors about the typed code sit on the field; the rest concern the form. */
const FIELD_ERRORS: ReadonlySet<CodeError['kind']> = new Set(['malformed', 'invalid-code', 'expired', 'too-many-attempts']);

export interface CodeStepProps {
  /** The number the code went to, in E.164. */
  readonly phone: string;
  readonly code: string;
  readonly error: CodeError | null;
  readonly codeResent: boolean;
  readonly verifying: boolean;
  readonly resending: boolean;
  readonly resendAt: number;
  readonly verifyBlockedUntil: number | null;
  readonly onCodeChange: (code: string) => void;
  readonly onSubmit: () => void;
  readonly onResend: () => void;
  readonly onChangeNumber: () => void;
  readonly onLimitExpired: () => void;
}

export function CodeStep({
  phone,
  code,
  error,
  codeResent,
  verifying,
  resending,
  resendAt,
  verifyBlockedUntil,
  onCodeChange,
  onSubmit,
  onResend,
  onChangeNumber,
  onLimitExpired,
}: CodeStepProps) {
  const { t } = useTranslation('auth');
  const errorText = useLoginErrorText(error);
  const waitText = useWaitText();
  const resendSeconds = useSecondsLeft(resendAt);
  const blockedSeconds = useSecondsLeft(verifyBlockedUntil);
  const input = useRef<HTMLInputElement>(null);
  const wasResending = useRef(resending);

  useEffect(() => {
    if (verifyBlockedUntil !== null && blockedSeconds === 0) onLimitExpired();
  }, [verifyBlockedUntil, blockedSeconds, onLimitExpired]);

  // After a rejected code or a fresh one, the field is ready for typing again.
  useEffect(() => {
    if (error && FIELD_ERRORS.has(error.kind)) input.current?.select();
    if (codeResent) input.current?.focus();
  }, [error, codeResent]);

  // A finished resend swaps its button for the countdown (after a success or a limit alike):
  // focus would fall to the page, so it goes back to the code field instead.
  useEffect(() => {
    const finished = wasResending.current && !resending;
    wasResending.current = resending;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (finished && lost) input.current?.focus();
  }, [resending]);

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = codeFromPastedText(event.clipboardData.getData('text'));
    if (pasted === null) return;
    event.preventDefault();
    onCodeChange(pasted);
  };

  const fieldError = error && FIELD_ERRORS.has(error.kind) ? (errorText ?? undefined) : undefined;
  const formError = error && !FIELD_ERRORS.has(error.kind) ? errorText : null;

  return (
    <Stack $gap="lg">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          onSubmit();
        }}
      >
        <Stack>
          <p>{t('login.codeIntro', { phone: formatPhone(phone) })}</p>
          <TextField
            ref={input}
            id="login-code"
            label={t('login.code')}
            hint={t('login.codeHint')}
            inputMode="numeric"
            autoComplete="one-time-code"
            value={code}
            readOnly={verifying}
            autoFocus
            error={fieldError}
            liveError
            onPaste={handlePaste}
            onChange={(event) => onCodeChange(compactCodeInput(event.target.value))}
          />
          {formError &&
            (error?.kind === 'rate-limited' ? <CountdownAlert key={error.until} text={formError} /> : <Alert>{formError}</Alert>)}
          {codeResent && <Alert tone="success">{t('login.codeResent')}</Alert>}
          <Button type="submit" fullWidth loading={verifying} disabled={blockedSeconds > 0}>
            {t('login.verify')}
          </Button>
        </Stack>
      </form>
      <Stack $direction="row" $wrap $justify="space-between" $align="center">
        {resendSeconds > 0 ? (
          <p>{t('login.resendIn', { when: waitText(resendSeconds) })}</p>
        ) : (
          <Button variant="link" loading={resending} disabled={verifying} onClick={onResend}>
            {t('login.resend')}
          </Button>
        )}
        <Button variant="link" disabled={verifying} onClick={onChangeNumber}>
          {t('login.changeNumber')}
        </Button>
      </Stack>
    </Stack>
  );
}
