import { useEffect, useRef, type ClipboardEvent, type ReactNode } from 'react';
import { useSecondsLeft } from '../hooks/use-seconds-left';
import { codeFromPastedText, compactCodeInput } from '../utils/sms-code';
import { Button, type ButtonVariant } from '../shell-kit';
import { Alert } from './alert';
import { CountdownAlert } from './countdown-alert';
import { Stack } from './stack';
import { TextField } from './text-field';

/** An error about the whole step rather than the typed code. */
export interface SmsCodeFormError {
  readonly text: string;
  /**
   * Epoch ms the text counts down to ("try again in 54 seconds"): it is then announced once
   * per deadline, not every second it changes.
   */
  readonly countdownTo?: number;
}

/** Everything the reader sees is worded by the caller: each flow keeps its own texts. */
export interface SmsCodeFormTexts {
  /** Where the code went: "We sent a code to +48 500 600 700." */
  readonly intro: ReactNode;
  readonly label: string;
  readonly hint: string;
  readonly submit: string;
  readonly resend: string;
  /** The wait before another code may be requested, e.g. "You can resend in 60 seconds." */
  readonly resendIn: (seconds: number) => string;
  /** Said politely after a new code went out. */
  readonly resent: string;
}

/** What a flow's state and actions give the form; a code step passes it through whole. */
export interface SmsCodeControls {
  readonly code: string;
  readonly submitting: boolean;
  readonly resending: boolean;
  /** A new code went out: the field is focused and the reader told so. */
  readonly codeResent: boolean;
  /** Epoch ms from which another code may be requested. */
  readonly resendAt: number;
  readonly onCodeChange: (code: string) => void;
  readonly onSubmit: () => void;
  readonly onResend: () => void;
}

export interface SmsCodeFormProps extends SmsCodeControls {
  /** The code input's id. */
  readonly id: string;
  readonly texts: SmsCodeFormTexts;
  readonly maxLength?: number;
  readonly submitVariant?: ButtonVariant;
  /** About the typed code: shown on the field, which is selected for retyping. */
  readonly fieldError?: string | null;
  readonly formError?: SmsCodeFormError | null;
  /** Epoch ms until which checking a code is refused (after a rate limit). */
  readonly lockedUntil?: number | null;
  /** The lockout is over: the caller re-enables checking. */
  readonly onLockoutEnd?: () => void;
  /** Beside the resend action: "change the number", "keep my account". */
  readonly secondaryAction?: ReactNode;
  /**
   * Submits by itself once the reader has typed or pasted this many digits (the sign-in's 4):
   * no reach for the button on a phone. Off by default: a step that confirms something
   * irreversible (deleting the account) keeps its explicit press.
   */
  readonly autoSubmitLength?: number;
}

/**
 * The SMS code step shared by every flow that confirms with a code (sign-in, account deletion,
 * withdrawal): the one-time-code field with paste handling, the submit, the resend with its
 * countdown, a lockout countdown announced once, and errors on the field or the form.
 */
export function SmsCodeForm({
  id,
  texts,
  code,
  maxLength,
  submitVariant,
  submitting,
  resending,
  codeResent,
  resendAt,
  fieldError,
  formError,
  lockedUntil = null,
  onLockoutEnd,
  onCodeChange,
  onSubmit,
  onResend,
  secondaryAction,
  autoSubmitLength,
}: SmsCodeFormProps) {
  const resendSeconds = useSecondsLeft(resendAt);
  const lockedSeconds = useSecondsLeft(lockedUntil);
  const input = useRef<HTMLInputElement>(null);
  const wasResending = useRef(resending);
  // The complete code the reader just entered, submitted once the caller has taken it in (the
  // next render): the caller's onSubmit reads its own state, which holds the code only then.
  const codeToAutoSubmit = useRef<string | null>(null);

  const changeCode = (next: string) => {
    const complete = autoSubmitLength !== undefined && next.length === autoSubmitLength && /^\d+$/.test(next);
    codeToAutoSubmit.current = complete ? next : null;
    onCodeChange(next);
  };

  useEffect(() => {
    if (codeToAutoSubmit.current === null || codeToAutoSubmit.current !== code) return;
    codeToAutoSubmit.current = null;
    if (!submitting && lockedSeconds === 0) onSubmit();
  }, [code, submitting, lockedSeconds, onSubmit]);

  useEffect(() => {
    if (lockedUntil !== null && lockedSeconds === 0) onLockoutEnd?.();
  }, [lockedUntil, lockedSeconds, onLockoutEnd]);

  // After a rejected code or a fresh one, the field is ready for typing again.
  useEffect(() => {
    if (fieldError) input.current?.select();
    if (codeResent) input.current?.focus();
  }, [fieldError, codeResent]);

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
    changeCode(pasted);
  };

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
          <p>{texts.intro}</p>
          <TextField
            ref={input}
            id={id}
            label={texts.label}
            hint={texts.hint}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={maxLength}
            value={code}
            readOnly={submitting}
            autoFocus
            error={fieldError ?? undefined}
            liveError
            onPaste={handlePaste}
            onChange={(event) => changeCode(compactCodeInput(event.target.value))}
          />
          {formError &&
            (formError.countdownTo === undefined ? (
              <Alert>{formError.text}</Alert>
            ) : (
              <CountdownAlert key={formError.countdownTo} text={formError.text} />
            ))}
          {codeResent && <Alert tone="success">{texts.resent}</Alert>}
          <Button type="submit" variant={submitVariant} fullWidth loading={submitting} disabled={lockedSeconds > 0}>
            {texts.submit}
          </Button>
        </Stack>
      </form>
      <Stack $direction="row" $wrap $justify="space-between" $align="center">
        {resendSeconds > 0 ? (
          <p>{texts.resendIn(resendSeconds)}</p>
        ) : (
          <Button variant="link" loading={resending} disabled={submitting} onClick={onResend}>
            {texts.resend}
          </Button>
        )}
        {secondaryAction}
      </Stack>
    </Stack>
  );
}
