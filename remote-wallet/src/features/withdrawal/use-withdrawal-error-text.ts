import { useTranslation } from 'react-i18next';
import { formatMoney, useLanguage, useWaitText } from '@venue/i18n';
import type { WithdrawalError, WithdrawalFieldError } from './withdrawal-errors';

/** Words a field's error: the shared schema's `common` or `wallet:validation.*` keys, or the wallet's own. */
export function useFieldErrorText(): (error: WithdrawalFieldError) => string {
  const { t, i18n } = useTranslation('wallet');
  const { language } = useLanguage();
  return (error) => {
    switch (error.kind) {
      case 'amount-format':
        return t('withdrawal.errors.amountFormat');
      case 'insufficient-funds':
        return error.available === null
          ? t('withdrawal.errors.insufficientFundsPlain')
          : t('withdrawal.errors.insufficientFunds', { available: formatMoney(error.available, language) });
      case 'validation': {
        // A key this client does not know yet (a newer backend) still reads as "invalid value".
        const key = i18n.exists(error.key, { ns: 'common' }) ? error.key : 'validation.invalid';
        return t(key, { ns: 'common', ...error.params });
      }
    }
  };
}

/** Words a step's error. */
export function useWithdrawalErrorText(): (error: WithdrawalError) => string {
  const { t } = useTranslation('wallet');
  const waitText = useWaitText();
  return (error) => {
    switch (error.kind) {
      case 'invalid-code':
        return t('withdrawal.errors.invalidCode');
      case 'malformed':
        return t('validation.otpCode', { ns: 'common' });
      case 'code-expired':
        return t('withdrawal.errors.codeExpired');
      case 'too-many-attempts':
        return t('withdrawal.errors.tooManyAttempts');
      case 'no-open-withdrawal':
        return t('withdrawal.errors.noOpenWithdrawal');
      case 'sms-send-failed':
        return t('withdrawal.errors.smsSendFailed');
      case 'rate-limited':
        return t('errors.rateLimited', { ns: 'common', when: waitText(error.seconds) });
      case 'request-failed':
        return t('withdrawal.errors.requestFailed');
      case 'confirm-failed':
        return t('withdrawal.errors.confirmFailed');
      case 'api-message':
        return t(error.messageKey, { ns: 'common' });
    }
  };
}
