import { useTranslation } from 'react-i18next';
import { timeZoneLabel, useLanguage } from '@venue/i18n';
import { Text } from '@venue/ui';

/** "Times are in the venue's time zone: …", once per distinct zone shown on the page. */
export function TimezoneNote({ zones }: { zones: readonly string[] }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const unique = [...new Set(zones)];
  if (unique.length === 0) return null;
  return (
    <Text variant="small">{t('bookingRecap.timezoneNote', { zone: unique.map((zone) => timeZoneLabel(zone, language)).join(', ') })}</Text>
  );
}
