import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { PlayStatistics } from '@venue/api/schemas/statistics';
import { useLanguage } from '@venue/i18n';
import { VisuallyHidden } from '@venue/ui';
import { reservationsBehind } from '../reservations-link';
import { addMonths } from '../month';
import { hoursText } from './number-words';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9.5rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: 0;
  list-style: none;
`;

const Figure = styled(Link)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  height: 100%;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  text-decoration: none;

  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Label = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

const Value = styled.span`
  font-size: ${({ theme }) => theme.font.sizeXl};
  font-weight: ${({ theme }) => theme.font.weightBold};
  color: ${({ theme }) => theme.colors.primary};
`;

const Compare = styled.span`
  font-size: ${({ theme }) => theme.font.sizeXs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

type FigureKey = 'total' | 'active' | 'cancelled' | 'hours';

/**
 * The month's headline numbers, each with the month before for comparison and each a link to the
 * reservations it counts (My reservations filtered to the month, cancelled ones shown where counted,
 * only they behind the cancelled figure).
 */
export function HeadlineFigures({ statistics }: { readonly statistics: PlayStatistics }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const { totals, range } = statistics;
  const before = statistics.trend.months.find((m) => m.month === addMonths(statistics.month, -1));
  const figures: {
    key: FigureKey;
    value: number;
    previous: number | undefined;
    shown: string;
    diff: (d: number) => string;
    cancelled?: 'include' | 'only';
  }[] = [
    { key: 'total', value: totals.total, previous: before?.total, shown: String(totals.total), diff: String, cancelled: 'include' },
    { key: 'active', value: totals.active, previous: before?.active, shown: String(totals.active), diff: String },
    {
      key: 'cancelled',
      value: totals.cancelled,
      previous: before?.cancelled,
      shown: String(totals.cancelled),
      diff: String,
      cancelled: 'only',
    },
    {
      key: 'hours',
      value: totals.minutes_played,
      previous: before?.minutes_played,
      shown: hoursText(t, totals.minutes_played, language),
      diff: (minutes) => hoursText(t, minutes, language),
    },
  ];
  return (
    <Grid aria-label={t('statistics.figures.label')}>
      {figures.map((figure) => (
        <li key={figure.key}>
          <Figure to={reservationsBehind({ range, cancelled: figure.cancelled })} data-figure={figure.key}>
            <Label>{t(`statistics.figures.${figure.key}`)}</Label>
            <Value>{figure.shown}</Value>
            {figure.previous !== undefined && <Compare>{comparison(t, figure.value - figure.previous, figure.diff)}</Compare>}
            <VisuallyHidden>, {t('statistics.figures.showList')}</VisuallyHidden>
          </Figure>
        </li>
      ))}
    </Grid>
  );
}

function comparison(t: TFunction<'account'>, difference: number, words: (d: number) => string): string {
  if (difference === 0) return t('statistics.figures.same');
  return t(difference > 0 ? 'statistics.figures.more' : 'statistics.figures.less', { diff: words(Math.abs(difference)) });
}
