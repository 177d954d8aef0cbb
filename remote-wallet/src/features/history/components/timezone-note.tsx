import { useTranslation } from 'react-i18next';
import { timeZoneLabel, useLanguage } from '@venue/i18n';
import { Text } from '@venue/ui';

/** "Times are shown in this time zone: …", once for every distinct zone on the page. */
export function TimezoneNote({ zones }: { readonly zones: readonly string[] }) {
  const { t } = useTranslation('wallet');
  const { language } = useLanguage();
  const labels = [...new Set([...new Set(zones)].map((zone) => timeZoneLabel(zone, language)))];
  if (labels.length === 0) return null;
  return <Text variant="small">{t('history.timezoneNote', { zone: labels.join(', ') })}</Text>;
}
