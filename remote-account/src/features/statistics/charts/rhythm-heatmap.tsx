import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { StatisticsRange, StatisticsRhythm } from '@venue/api/schemas/statistics';
import { useLanguage } from '@venue/i18n';
import { PlainList, SectionCard } from '@venue/ui';
import { hourLabel } from '../figures/number-words';
import { weekdayName } from '../month';
import { reservationsBehind } from '../reservations-link';
import { ChartSvg, ChartText, HiddenTable } from './chart-parts';

const CELL = 12;
const GAP = 2;
const LABEL_WIDTH = 26;
const AXIS_HEIGHT = 14;

const Weekdays = styled(PlainList)`
  grid-template-columns: repeat(auto-fill, minmax(6.5rem, 1fr));
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** A cell: empty in the border colour, played in the primary colour, stronger the more minutes (`$level` 0…1). */
const Cell = styled.rect<{ $level: number }>`
  fill: ${({ theme, $level }) => ($level > 0 ? theme.colors.primary : theme.colors.border)};
  fill-opacity: ${({ $level }) => ($level > 0 ? 0.25 + 0.75 * $level : 1)};
`;

const WeekdayLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
`;

/**
 * The hours shown: the evening-centred day a venue is open (6:00–22:00), widened to any hour with
 * play, so early or late games are never cut off and an ordinary month is not drawn mostly empty.
 */
export function shownHours(grid: readonly (readonly number[])[]): number[] {
  let first = 6;
  let last = 22;
  grid.forEach((row) =>
    row.forEach((minutes, hour) => {
      if (minutes > 0) {
        first = Math.min(first, hour);
        last = Math.max(last, hour);
      }
    }),
  );
  return Array.from({ length: last - first + 1 }, (_, index) => first + index);
}

export interface RhythmHeatmapProps {
  readonly rhythm: StatisticsRhythm;
  readonly range: StatisticsRange;
}

/**
 * Favourite days and hours: minutes played per weekday × local hour, a stronger colour where more; under it
 * each weekday's reservations, a link to them (My reservations filtered to the month and weekday).
 */
export function RhythmHeatmap({ rhythm, range }: RhythmHeatmapProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const hours = shownHours(rhythm.grid);
  const max = Math.max(1, ...rhythm.grid.flat());
  const width = LABEL_WIDTH + hours.length * (CELL + GAP);
  const height = AXIS_HEIGHT + 7 * (CELL + GAP);
  const favourite =
    rhythm.favourite_weekday !== null && rhythm.favourite_hour !== null
      ? t('statistics.rhythm.favourite', {
          weekday: weekdayName(rhythm.favourite_weekday, language),
          hour: hourLabel(rhythm.favourite_hour),
        })
      : undefined;
  return (
    <SectionCard title={t('statistics.rhythm.title')} description={favourite}>
      <ChartSvg viewBox={`0 0 ${width} ${height}`} aria-hidden="true" data-chart="heatmap">
        {hours.map((hour, column) =>
          hour % 3 === 0 ? (
            <ChartText $muted key={hour} x={LABEL_WIDTH + column * (CELL + GAP)} y={10} fontSize={8}>
              {hour}
            </ChartText>
          ) : null,
        )}
        {rhythm.grid.map((row, index) => (
          <g key={index}>
            <ChartText $muted x={0} y={AXIS_HEIGHT + index * (CELL + GAP) + CELL - 2} fontSize={8}>
              {weekdayName(index + 1, language, 'short')}
            </ChartText>
            {hours.map((hour, column) => {
              const minutes = row[hour] ?? 0;
              return (
                <Cell
                  key={hour}
                  data-minutes={minutes}
                  $level={minutes / max}
                  x={LABEL_WIDTH + column * (CELL + GAP)}
                  y={AXIS_HEIGHT + index * (CELL + GAP)}
                  width={CELL}
                  height={CELL}
                  rx={2}
                />
              );
            })}
          </g>
        ))}
      </ChartSvg>
      <p aria-hidden="true">{t('statistics.rhythm.scale')}</p>
      <Weekdays aria-label={t('statistics.rhythm.weekdays')}>
        {rhythm.weekdays.map((day) => (
          <li key={day.weekday}>
            {weekdayName(day.weekday, language, 'short')}:{' '}
            {day.count > 0 ? (
              <WeekdayLink
                to={reservationsBehind({ range, weekday: day.weekday })}
                aria-label={`${weekdayName(day.weekday, language)}: ${t('statistics.reservations', { count: day.count })}`}
              >
                {day.count}
              </WeekdayLink>
            ) : (
              '0'
            )}
          </li>
        ))}
      </Weekdays>
      <HiddenTable>
        <caption>{t('statistics.rhythm.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statistics.rhythm.weekday')}</th>
            <th scope="col">{t('statistics.rhythm.hour')}</th>
            <th scope="col">{t('statistics.rhythm.minutes')}</th>
          </tr>
        </thead>
        <tbody>
          {rhythm.grid.flatMap((row, index) =>
            row.flatMap((minutes, hour) =>
              minutes > 0
                ? [
                    <tr key={`${index}-${hour}`}>
                      <th scope="row">{weekdayName(index + 1, language)}</th>
                      <td>{hourLabel(hour)}</td>
                      <td>{minutes}</td>
                    </tr>,
                  ]
                : [],
            ),
          )}
        </tbody>
      </HiddenTable>
    </SectionCard>
  );
}
