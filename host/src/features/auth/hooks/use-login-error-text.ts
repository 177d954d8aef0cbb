import { useTranslation } from 'react-i18next';
import { useWaitText } from '@venue/i18n';
import { useSecondsLeft } from '@venue/ui';
import type { CodeError, PhoneError } from '../utils/login-state';

/**
 * The sentence shown for a login error, in the current language. A rate limit counts down
 * to its deadline and then has nothing left to say (null), like the resend countdown, which
 * gives way to its button at 0.
 */
export function useLoginErrorText(error: PhoneError | CodeError | null): string | null {
  const { t } = useTranslation(['auth', 'common']);
  const waitText = useWaitText();
  const limitSeconds = useSecondsLeft(error?.kind === 'rate-limited' ? error.until : null);
  if (error === null) return null;
  switch (error.kind) {
    case 'validation':
      return t(error.key, { ns: 'common' });
    case 'malformed':
      return t('validation.otpCode', { ns: 'common' });
    case 'send-failed':
      return t('errors.smsSendFailed', { ns: 'auth' });
    case 'rate-limited':
      return limitSeconds > 0 ? t('errors.rateLimited', { ns: 'common', when: waitText(limitSeconds) }) : null;
    case 'invalid-code':
      return t('errors.invalidCode', { ns: 'auth' });
    case 'expired':
      return t('errors.codeExpired', { ns: 'auth' });
    case 'too-many-attempts':
      return t('errors.tooManyAttempts', { ns: 'auth' });
    case 'magic-link-invalid':
      return t('errors.magicLinkInvalid', { ns: 'auth' });
    case 'api-message':
      return t(error.messageKey, { ns: 'common' });
    case 'generic':
      return t('errors.generic', { ns: 'common' });
  }
}
