import { useTranslation } from 'react-i18next';
import { timeZoneLabel, useLanguage } from '@venue/i18n';
import { Text } from '@venue/ui';

/** Every screen with venue times says which zone they are in. */
export function TimezoneNote({ timeZone, at }: { readonly timeZone: string; readonly at?: string | null }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const zone = timeZoneLabel(timeZone, language, at ? new Date(at) : undefined);
  return <Text variant="small">{t('courts.timezoneNote', { zone })}</Text>;
}
