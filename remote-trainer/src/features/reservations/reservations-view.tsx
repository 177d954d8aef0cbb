import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { TrainerOwnProfile } from '@venue/api/schemas/trainer-area';
import { todayIn } from '@venue/i18n';
import { EmptyState, ErrorState, LoadingState, Stack, Text } from '@venue/ui';
import { TimezoneNote } from '../../components/timezone-note';
import { EntryDetails } from './components/entry-details';
import { EntryList } from './components/entry-list';
import { ReservationsControls } from './components/reservations-controls';
import { WeekCalendar } from './components/week-calendar';
import { WeekNav } from './components/week-nav';
import { daysOf, entryIdOf, readFilters, visibleEntries, writeFilters, type ReservationsFilters } from './reservations-filters';
import { useTrainerSchedule } from './use-trainer-schedule';

/** The trainer's lessons and classes at one venue, as the address asks: a week or a list, one state, one entry open. */
export function ReservationsView({ profile }: { readonly profile: TrainerOwnProfile }) {
  const { t } = useTranslation('trainer');
  const [params, setParams] = useSearchParams();
  const today = todayIn(profile.timezone);
  const filters = readFilters(params, today);
  const { first, last } = daysOf(filters, today);
  const schedule = useTrainerSchedule(profile.id, first, last);

  const hrefWith = (change: Partial<ReservationsFilters>) => `?${writeFilters(params, change, today).toString()}`;
  const change = (next: Partial<ReservationsFilters>) => setParams(writeFilters(params, next, today), { replace: true });

  const entries = schedule.data ? visibleEntries(schedule.data.entries, filters, today) : [];
  const open = filters.entry ? (schedule.data?.entries.find((entry) => entryIdOf(entry) === filters.entry) ?? null) : null;

  let body;
  if (schedule.error && !schedule.data) {
    body = (
      <ErrorState
        message={t('area.loadError')}
        retryLabel={t('area.retry')}
        retrying={schedule.isValidating}
        onRetry={() => void schedule.mutate()}
      />
    );
  } else if (!schedule.data) {
    body = <LoadingState label={t('area.loading')} />;
  } else if (filters.view === 'week') {
    body = (
      <WeekCalendar week={filters.week} today={today} entries={entries} openEntry={filters.entry} linkTo={(entry) => hrefWith({ entry })} />
    );
  } else if (entries.length === 0) {
    body = <EmptyState title={t(`reservations.empty.${filters.filter}`)} description={t('reservations.emptyHint')} />;
  } else {
    body = <EntryList entries={entries} openEntry={filters.entry} linkTo={(entry) => hrefWith({ entry })} />;
  }

  return (
    <Stack $gap="md" $align="stretch">
      <ReservationsControls filters={filters} onChange={change} />
      {filters.view === 'week' ? (
        <WeekNav week={filters.week} today={today} onWeek={(week) => change({ week, entry: null })} />
      ) : (
        <Text variant="strong">{t(`reservations.listRange.${filters.filter}`)}</Text>
      )}
      <TimezoneNote timeZone={profile.timezone} />
      {schedule.data ? (
        <Text variant="muted" aria-live="polite">
          {t('reservations.count', { count: entries.length })}
        </Text>
      ) : null}
      {filters.entry && schedule.data ? <EntryDetails entry={open} closeTo={hrefWith({ entry: null })} /> : null}
      {body}
    </Stack>
  );
}
