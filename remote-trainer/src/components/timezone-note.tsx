import { useTranslation } from 'react-i18next';
import { timeZoneLabel, useLanguage } from '@venue/i18n';
import { Text } from '@venue/ui';

/** "Times are the venue's: …", once per page that shows venue times. */
export function TimezoneNote({ timeZone }: { readonly timeZone: string }) {
  const { t } = useTranslation('trainer');
  const { language } = useLanguage();
  return (
    <Text variant="small" data-testid="timezone-note">
      {t('area.timezoneNote', { zone: timeZoneLabel(timeZone, language) })}
    </Text>
  );
}
