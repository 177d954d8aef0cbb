import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@venue/i18n';
import { Alert, Button, CountdownAlert, Select, Stack, TextField, useSecondsLeft } from '@venue/ui';
import { useLoginErrorText } from '../hooks/use-login-error-text';
import { CALLING_CODES, callingCodeLabel } from '../utils/countries';
import type { PhoneError, PhoneInput } from '../utils/login-state';

export interface PhoneStepProps {
  readonly phone: PhoneInput;
  readonly error: PhoneError | null;
  readonly sending: boolean;
  readonly sendBlockedUntil: number | null;
  /** Focus the number on arrival, e.g. when coming back from the code step. */
  readonly focusNumber: boolean;
  readonly onChange: (phone: PhoneInput) => void;
  /** The visitor moved into the form: a good moment to fetch what submitting will need. */
  readonly onFocusForm: () => void;
  readonly onSubmit: () => void;
  readonly onLimitExpired: () => void;
}

export function PhoneStep({
  phone,
  error,
  sending,
  sendBlockedUntil,
  focusNumber,
  onChange,
  onFocusForm,
  onSubmit,
  onLimitExpired,
}: PhoneStepProps) {
  const { t } = useTranslation('auth');
  const { language } = useLanguage();
  const errorText = useLoginErrorText(error);
  const blockedSeconds = useSecondsLeft(sendBlockedUntil);

  useEffect(() => {
    if (sendBlockedUntil !== null && blockedSeconds === 0) onLimitExpired();
  }, [sendBlockedUntil, blockedSeconds, onLimitExpired]);

  const fieldError = error?.kind === 'validation' ? (errorText ?? undefined) : undefined;
  const formError = error && error.kind !== 'validation' ? errorText : null;

  return (
    <form
      noValidate
      onFocus={onFocusForm}
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <Stack>
        <p>{t('login.phoneIntro')}</p>
        <Select
          id="login-country-code"
          label={t('login.countryCode')}
          value={phone.countryCode}
          autoComplete="tel-country-code"
          onChange={(event) => onChange({ ...phone, countryCode: event.target.value })}
        >
          {CALLING_CODES.map((entry) => (
            <option key={entry.code} value={entry.code}>
              {callingCodeLabel(entry, language)}
            </option>
          ))}
        </Select>
        <TextField
          id="login-phone-number"
          label={t('login.phoneNumber')}
          hint={t('login.phoneHint')}
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          value={phone.nationalNumber}
          readOnly={sending}
          autoFocus={focusNumber}
          error={fieldError}
          liveError
          onChange={(event) => onChange({ ...phone, nationalNumber: event.target.value })}
        />
        {formError && (error?.kind === 'rate-limited' ? <CountdownAlert key={error.until} text={formError} /> : <Alert>{formError}</Alert>)}
        <Button type="submit" fullWidth loading={sending} disabled={blockedSeconds > 0}>
          {t('login.sendCode')}
        </Button>
      </Stack>
    </form>
  );
}
