import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { formatMoney, useLanguage } from '@venue/i18n';
import { DescriptionList, SectionCard, Text, focusSectionHeading, type DescriptionItemData } from '@venue/ui';
import { longDay } from '../../../lib/day-names';
import { entryIdOf } from '../reservations-filters';

const DETAILS_ID = 'entry-details';

export interface EntryDetailsProps {
  /** Null when the address names an entry the period shown does not hold. */
  readonly entry: TrainerScheduleEntry | null;
  readonly closeTo: string;
}

/** The opened entry in full; its heading takes the focus so a keyboard or screen-reader user lands on it. */
export function EntryDetails({ entry, closeTo }: EntryDetailsProps) {
  const { t } = useTranslation('trainer');
  const { language } = useLanguage();
  const entryKey = entry ? entryIdOf(entry) : null;
  useEffect(() => {
    focusSectionHeading(DETAILS_ID);
  }, [entryKey]);

  const close = (
    <Link to={closeTo} replace preventScrollReset>
      {t('reservations.details.close')}
    </Link>
  );
  if (!entry) {
    return (
      <SectionCard id={DETAILS_ID} title={t('reservations.details.title')} focusableHeading actions={close}>
        <Text>{t('reservations.details.notFound')}</Text>
      </SectionCard>
    );
  }
  const items: DescriptionItemData[] = [
    { term: t('reservations.details.kind'), detail: t(`entry.kind.${entry.kind}`) },
    { term: entry.kind === 'lesson' ? t('reservations.details.player') : t('reservations.details.className'), detail: entry.display_name },
    { term: t('reservations.details.date'), detail: longDay(entry.local_date, language) },
    { term: t('reservations.details.time'), detail: t('entry.time', { start: entry.local_start, end: entry.local_end }) },
    { term: t('reservations.details.court'), detail: entry.sport_object_name },
    { term: t('reservations.details.state'), detail: t(`entry.state.${entry.state}`) },
  ];
  if (entry.payment_status) items.push({ term: t('reservations.details.payment'), detail: t(`entry.payment.${entry.payment_status}`) });
  if (entry.price !== null) items.push({ term: t('reservations.details.price'), detail: formatMoney(entry.price, language) });
  if (entry.participants !== null) {
    items.push({
      term: t('reservations.details.participants'),
      detail:
        entry.max_participants === null
          ? t('entry.participants', { count: entry.participants })
          : t('entry.participantsOf', { count: entry.participants, max: entry.max_participants }),
    });
  }
  return (
    <SectionCard id={DETAILS_ID} title={`${t('reservations.details.title')}: ${entry.display_name}`} focusableHeading actions={close}>
      <DescriptionList items={items} />
    </SectionCard>
  );
}
