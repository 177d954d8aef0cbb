import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { useLanguage } from '@venue/i18n';
import { Heading, PlainList, Text } from '@venue/ui';
import { shortDay } from '../../../lib/day-names';
import { byDay, entryIdOf, weekDays } from '../reservations-filters';
import { EntryLink } from './entry-link';

// A phone stacks the days; a desktop shows the week side by side.
const Days = styled.ol`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: minmax(0, 1fr);
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: repeat(7, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm};
  }
`;

const Day = styled.li<{ $today: boolean }>`
  display: grid;
  align-content: start;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $today }) => ($today ? theme.colors.primarySubtle : theme.colors.background)};
`;

export interface WeekCalendarProps {
  readonly week: string;
  readonly today: string;
  readonly entries: readonly TrainerScheduleEntry[];
  readonly openEntry: string | null;
  readonly linkTo: (entryId: string) => string;
}

/** Monday to Sunday with each day's entries by time. */
export function WeekCalendar({ week, today, entries, openEntry, linkTo }: WeekCalendarProps) {
  const { t } = useTranslation('trainer');
  const { language } = useLanguage();
  const days = byDay(entries);
  return (
    <Days>
      {weekDays(week).map((day) => {
        const dayEntries = days.get(day) ?? [];
        return (
          <Day key={day} $today={day === today} aria-current={day === today ? 'date' : undefined}>
            <Heading level={3} size="sm">
              {shortDay(day, language)}
            </Heading>
            {dayEntries.length === 0 ? (
              <Text variant="small">{t('reservations.emptyDay')}</Text>
            ) : (
              <PlainList $gap="sm">
                {dayEntries.map((entry) => (
                  <li key={entryIdOf(entry)}>
                    <EntryLink entry={entry} to={linkTo(entryIdOf(entry))} open={openEntry === entryIdOf(entry)} />
                  </li>
                ))}
              </PlainList>
            )}
          </Day>
        );
      })}
    </Days>
  );
}
