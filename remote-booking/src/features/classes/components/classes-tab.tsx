import { useMemo, useReducer, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import useSWR from 'swr';
import type { GroupClassOccurrence } from '@venue/api/schemas/group-class';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { addCalendarDays, sportName, todayIn } from '@venue/i18n';
import { EmptyState, ErrorState, Heading, PlainList, Select, Skeleton, SkeletonGroup, Stack } from '@venue/ui';
import { groupClassesKey, listGroupClasses } from '../../../api/classes';
import { DayPicker } from '../../../components/day-strip/day-picker';
import { TimezoneNote } from '../../../components/reservations/timezone-note';
import { localDayOf } from '../../../lib/reservations/reservation-format';
import {
  availabilityOf,
  classListParams,
  classesOn,
  filterOptions,
  parseClassListState,
  weekWindow,
  type ClassListState,
} from '../logic/class-list';
import { INITIAL_SIGN_UP, signUpReducer } from '../logic/sign-up-state';
import { ClassCard } from './class-card';
import { ClassDetails } from './class-details';

const Filters = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
`;

function ClassesSkeleton({ label }: { readonly label: string }) {
  return (
    <SkeletonGroup label={label}>
      <PlainList $gap="md" as="div">
        {[0, 1, 2].map((index) => (
          <Skeleton key={index} height="8rem" radius="md" />
        ))}
      </PlainList>
    </SkeletonGroup>
  );
}

/** The venue's Classes tab: a day of the week's classes, filters by sport and trainer, a class's details and sign-up. */
export function ClassesTab({ venue }: { readonly venue: VenueDetail }) {
  const { t } = useTranslation('booking');
  const [params, setParams] = useSearchParams();
  const today = useMemo(() => todayIn(venue.timezone), [venue.timezone]);
  const state = parseClassListState(params, today);
  const week = weekWindow(today, state.day);
  const classes = useSWR(groupClassesKey(venue.id, week.start, week.end), ([, , venueId, start, end]) =>
    listGroupClasses(venueId, start, end),
  );
  const [signUp, dispatch] = useReducer(signUpReducer, INITIAL_SIGN_UP);
  // Read once: an occurrence starting while the page is open still shows as it was loaded.
  const [now] = useState(() => Date.now());
  const update = (patch: Partial<ClassListState>) =>
    setParams(classListParams({ ...state, ...patch }, today), { replace: !('classId' in patch) });

  const all = classes.data ?? [];
  const options = filterOptions(all);
  const shown = classesOn(all, state.day, venue.timezone, state);
  const open = state.classId === null ? null : (all.find((item) => item.id === state.classId) ?? null);

  const openClass = (occurrence: Pick<GroupClassOccurrence, 'id' | 'start_time'>, keepGoing = false) => {
    dispatch({ type: 'reset', to: keepGoing ? 'choose' : 'details' });
    update({ classId: occurrence.id, day: localDayOf(occurrence.start_time, venue.timezone) });
  };

  if (state.classId !== null && (open || !classes.data)) {
    return open ? (
      <ClassDetails
        venue={venue}
        occurrence={open}
        availability={availabilityOf(open, now)}
        state={signUp}
        dispatch={dispatch}
        onClose={() => update({ classId: null })}
        onOpen={(occurrence) => openClass(occurrence, true)}
      />
    ) : (
      <ClassesSkeleton label={t('classes.loading')} />
    );
  }

  return (
    <Stack $gap="md">
      <Heading level={2}>{t('classes.heading')}</Heading>
      <DayPicker
        today={today}
        lastBookable={addCalendarDays(today, venue.max_advance_days)}
        value={state.day}
        onChange={(day) => update({ day })}
        name="class-day"
      />
      {(options.sports.length > 1 || options.trainers.length > 1) && (
        <Filters>
          {options.sports.length > 1 && (
            <Select
              label={t('classes.filters.sport')}
              value={state.sport ?? ''}
              onChange={(event) => update({ sport: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('classes.filters.allSports')}</option>
              {options.sports.map((id) => {
                const sport = venue.sport_types.find((item) => item.id === id);
                return (
                  <option key={id} value={id}>
                    {sport ? sportName(sport) : id}
                  </option>
                );
              })}
            </Select>
          )}
          {options.trainers.length > 1 && (
            <Select
              label={t('classes.filters.trainer')}
              value={state.trainer ?? ''}
              onChange={(event) => update({ trainer: event.target.value ? Number(event.target.value) : null })}
            >
              <option value="">{t('classes.filters.allTrainers')}</option>
              {options.trainers.map((trainer) => (
                <option key={trainer.id} value={trainer.id}>
                  {trainer.name}
                </option>
              ))}
            </Select>
          )}
        </Filters>
      )}
      <TimezoneNote zones={[venue.timezone]} />
      {classes.error && !classes.data ? (
        <ErrorState message={t('classes.loadFailed')} onRetry={() => void classes.mutate()} retrying={classes.isValidating} />
      ) : !classes.data ? (
        <ClassesSkeleton label={t('classes.loading')} />
      ) : shown.length === 0 ? (
        <EmptyState
          title={t('classes.empty')}
          description={state.sport !== null || state.trainer !== null ? t('classes.emptyFiltered') : t('classes.emptyHint')}
        />
      ) : (
        <PlainList $gap="md" aria-label={t('classes.listLabel')}>
          {shown.map((occurrence) => (
            <ClassCard
              key={occurrence.id}
              occurrence={occurrence}
              availability={availabilityOf(occurrence, now)}
              timeZone={venue.timezone}
              onOpen={openClass}
            />
          ))}
        </PlainList>
      )}
    </Stack>
  );
}
