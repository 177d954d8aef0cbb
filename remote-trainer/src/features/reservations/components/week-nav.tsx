import { useTranslation } from 'react-i18next';
import { addCalendarDays, useLanguage } from '@venue/i18n';
import { Button, Stack, Text } from '@venue/ui';
import { shortDay } from '../../../lib/day-names';
import { weekStartOf } from '../../../lib/week';

export interface WeekNavProps {
  readonly week: string;
  readonly today: string;
  readonly onWeek: (week: string) => void;
}

/** The week shown, with the previous, this and the next week a press away. */
export function WeekNav({ week, today, onWeek }: WeekNavProps) {
  const { t } = useTranslation('trainer');
  const { language } = useLanguage();
  const thisWeek = weekStartOf(today);
  return (
    <Stack $direction="row" $gap="sm" $wrap $align="center">
      <Button type="button" variant="secondary" onClick={() => onWeek(addCalendarDays(week, -7))}>
        {t('reservations.previousWeek')}
      </Button>
      <Button type="button" variant="secondary" disabled={week === thisWeek} onClick={() => onWeek(thisWeek)}>
        {t('reservations.thisWeek')}
      </Button>
      <Button type="button" variant="secondary" onClick={() => onWeek(addCalendarDays(week, 7))}>
        {t('reservations.nextWeek')}
      </Button>
      <Text variant="strong" aria-live="polite">
        {t('reservations.weekRange', { first: shortDay(week, language), last: shortDay(addCalendarDays(week, 6), language) })}
      </Text>
    </Stack>
  );
}
