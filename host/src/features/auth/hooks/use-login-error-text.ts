import { useTranslation } from 'react-i18next';
import { useWaitText } from '@venue/i18n';
import type { CodeError, PhoneError } from '../utils/login-state';

/** The sentence shown for a login error, in the current language. */
export function useLoginErrorText(): (error: PhoneError | CodeError) => string {
  const { t } = useTranslation(['auth', 'common']);
  const waitText = useWaitText();
  return (error) => {
    switch (error.kind) {
      case 'validation':
        return t(error.key, { ns: 'common' });
      case 'malformed':
        return t('validation.otpCode', { ns: 'common' });
      case 'send-failed':
        return t('errors.smsSendFailed', { ns: 'auth' });
      case 'rate-limited':
        return t('errors.rateLimited', { ns: 'common', when: waitText(error.seconds) });
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
  };
}
