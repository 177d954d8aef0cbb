import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { GENERIC_ERROR_KEY, isApiError } from '@venue/api';
import { useWaitText } from '@venue/i18n';
import { Alert } from '@venue/ui';

export interface IssueErrorProps {
  /** What asking for a code failed with. */
  readonly error: unknown;
}

/** Why no code was issued (in the issued code's chunk, fetched by the click beside the request). */
export function IssueError({ error }: IssueErrorProps) {
  const { t } = useTranslation('account');
  const waitText = useWaitText();
  return <Alert>{issueErrorText(error, t, waitText)}</Alert>;
}

function issueErrorText(error: unknown, t: TFunction, waitText: (seconds: number) => string): string {
  if (isApiError(error)) {
    if (error.code === 'RATE_LIMITED') {
      return t('errors.rateLimited', { ns: 'common', when: waitText(error.retryAfterSeconds ?? 60) });
    }
    if (error.status === 403 || error.status === 404) return t('actions.issuedCode.forbidden');
  }
  // The API's own message for the rest: "busy, try again in a moment" for a 503, else the generic one.
  return t(isApiError(error) ? error.messageKey : GENERIC_ERROR_KEY, { ns: 'common' });
}
