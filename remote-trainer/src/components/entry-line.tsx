import { useTranslation } from 'react-i18next';
import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { useLanguage } from '@venue/i18n';
import { shortDay } from '../lib/day-names';

/** "pon., 30 lis, 17:00–18:00 · Anna D. · Kort 1": an entry in one line (times are the venue's wall time). */
export function EntryLine({ entry }: { readonly entry: TrainerScheduleEntry }) {
  const { t } = useTranslation('trainer');
  const { language } = useLanguage();
  const time = t('entry.time', { start: entry.local_start, end: entry.local_end });
  return (
    <>
      {shortDay(entry.local_date, language)}, {time} · {entry.display_name} · {entry.sport_object_name}
    </>
  );
}
