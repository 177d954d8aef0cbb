import { useLanguage } from '@venue/i18n';
import { Heading, PlainList, Stack } from '@venue/ui';
import type { TrainerScheduleEntry } from '@venue/api/schemas/trainer-area';
import { longDay } from '../../../lib/day-names';
import { byDay, entryIdOf } from '../reservations-filters';
import { EntryLink } from './entry-link';

export interface EntryListProps {
  readonly entries: readonly TrainerScheduleEntry[];
  readonly openEntry: string | null;
  readonly linkTo: (entryId: string) => string;
}

/** The entries under their days, in the order given. */
export function EntryList({ entries, openEntry, linkTo }: EntryListProps) {
  const { language } = useLanguage();
  return (
    <Stack $gap="lg" $align="stretch">
      {[...byDay(entries)].map(([day, dayEntries]) => (
        <section key={day} aria-label={longDay(day, language)}>
          <Stack $gap="sm" $align="stretch">
            <Heading level={3} size="sm">
              {longDay(day, language)}
            </Heading>
            <PlainList $gap="sm">
              {dayEntries.map((entry) => (
                <li key={entryIdOf(entry)}>
                  <EntryLink entry={entry} to={linkTo(entryIdOf(entry))} open={openEntry === entryIdOf(entry)} />
                </li>
              ))}
            </PlainList>
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
