import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@venue/i18n';
import styled from 'styled-components';
import { formatVenueDeadline } from '../../../lib/venue-time';

// Not a live region: a countdown that speaks every minute would drown out everything else.
const Note = styled.p`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-left-width: 6px;
  border-radius: ${({ theme }) => theme.radii.md};
`;

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
  if (leftMs <= 0) return <Note>{t('reservationDetails.payUntil.expired')}</Note>;
  const minutes = Math.ceil(leftMs / 60_000);
  return (
    <Note data-testid="pay-until">
      {t('reservationDetails.payUntil.note', { deadline: formatVenueDeadline(payUntil, timeZone, language) })}{' '}
      {t('reservationDetails.payUntil.left', { count: minutes })}
    </Note>
  );
}
