import { useTranslation } from 'react-i18next';
import { useLanguage } from '@venue/i18n';
import { formatCalendarDay } from '../../../lib/wallet-dates';

/** "Przewidywany wpływ na konto: piątek, 28 listopada 2026": the working day the bank should credit it. */
export function ArrivalDate({ day }: { readonly day: string }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  return <span data-arrival={day}>{t('withdrawal.arrival', { date: formatCalendarDay(day, language) })}</span>;
}
