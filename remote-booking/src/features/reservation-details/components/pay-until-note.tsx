import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@venue/i18n';
import { Alert } from '@venue/ui';
import { formatVenueDeadline } from '../../../lib/venue-time';

/** "Pay on Wednesday, 26 November, at 18:42 at the latest… (12 minutes left)", refreshed every 15 s. */
export function PayUntilNote({ payUntil, timeZone }: { payUntil: string; timeZone: string }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const [now, setNow] = useState(() => Date.now());

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 15_000);
    return () => clearInterval(timer);
  }, []);

  const leftMs = new Date(payUntil).getTime() - now;
  // Not a live region: a countdown that speaks every minute would drown out everything else.
  if (leftMs <= 0)
    return (
      <Alert tone="warning" live={false}>
        {t('reservationDetails.payUntil.expired')}
      </Alert>
    );
  const minutes = Math.ceil(leftMs / 60_000);
  return (
    <Alert tone="warning" live={false} data-testid="pay-until">
      {t('reservationDetails.payUntil.note', { deadline: formatVenueDeadline(payUntil, timeZone, language) })}{' '}
      {t('reservationDetails.payUntil.left', { count: minutes })}
    </Alert>
  );
}
