import { useTranslation } from 'react-i18next';
import { useWaitText } from '@venue/i18n';
import type { DeletionError } from './deletion-errors';

export function useDeletionErrorText(): (error: DeletionError) => string {
  const { t } = useTranslation('account');
  const waitText = useWaitText();
  return (error) => {
    switch (error.kind) {
      case 'invalid-code':
        return t('dumpAccount.invalidCode');
      case 'malformed':
        return t('validation.otpCode', { ns: 'common' });
      case 'code-expired':
        return t('dumpAccount.codeExpired');
      case 'too-many-attempts':
        return t('dumpAccount.tooManyAttempts');
      case 'sms-send-failed':
        return t('dumpAccount.smsSendFailed');
      case 'rate-limited':
        return t('errors.rateLimited', { ns: 'common', when: waitText(error.seconds) });
      case 'delete-failed':
        return t('dumpAccount.deleteFailed');
      case 'api-message':
        return t(error.messageKey, { ns: 'common' });
      default:
        return t('errors.generic', { ns: 'common' });
    }
  };
}
