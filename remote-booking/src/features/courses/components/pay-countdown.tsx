import { useTranslation } from 'react-i18next';
import { useLanguage } from '@venue/i18n';
import { Alert, CountdownAlert, useSecondsLeft } from '@venue/ui';
import { formatVenueTime } from '../../../lib/venue-time';
import { formatTimeLeft } from '../logic/countdown';

interface Props {
  /** The enrolment's `pay_until` (15 minutes after enrolling). */
  readonly payUntil: string;
  readonly timeZone: string;
}

/** The unpaid enrolment's deadline, counting down by the second; once passed, that the place was freed. */
export function PayCountdown({ payUntil, timeZone }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const left = useSecondsLeft(Date.parse(payUntil));
  if (left <= 0) return <Alert tone="warning">{t('courses.countdown.expired')}</Alert>;
  return (
    <CountdownAlert
      key={payUntil}
      text={t('courses.countdown.payBy', { time: formatVenueTime(payUntil, timeZone, language), left: formatTimeLeft(left) })}
    />
  );
}
