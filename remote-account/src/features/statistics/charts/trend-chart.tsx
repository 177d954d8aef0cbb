import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { StatisticsTrend } from '@venue/api/schemas/statistics';
import { useLanguage } from '@venue/i18n';
import { SectionCard, Text, type AppTheme } from '@venue/ui';
import { formatNumber, hoursOf, hoursText } from '../figures/number-words';
import { monthName, monthShortName } from '../month';
import { reservationsBehind } from '../reservations-link';
import { ChartSvg, ChartText, HiddenTable, Swatch } from './chart-parts';

const WIDTH = 300;
const HEIGHT = 150;
const AXIS = 18;
const LABEL = 14;

const Months = styled.ul`
  display: grid;
  grid-template-columns: repeat(6, minmax(0, 1fr));
  max-width: 40rem;
  margin: 0;
  padding: 0;
  list-style: none;
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeXs};
`;

const MonthLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.touchTarget};
  min-height: ${({ theme }) => theme.touchTarget};
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Axis = styled.line`
  stroke: ${({ theme }) => theme.colors.borderStrong};
`;

/** The last 3 months in the strong colour; the previous 3 muted. */
const Bar = styled.rect<{ $recent: boolean }>`
  fill: ${({ theme, $recent }) => ($recent ? theme.colors.primary : theme.colors.borderStrong)};
  fill-opacity: ${({ $recent }) => ($recent ? 1 : 0.55)};
`;

const recentColour = (theme: AppTheme) => theme.colors.primary;
const previousColour = (theme: AppTheme) => theme.colors.borderStrong;

const Legend = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/**
 * Hours played in the last 6 months, the last 3 (the chosen month and two before) in the strong
 * colour against the previous 3; under each bar the month's reservations, a link to them.
 */
export function TrendChart({ trend }: { readonly trend: StatisticsTrend }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const months = trend.months;
  const max = Math.max(60, ...months.map((m) => m.minutes_played));
  const column = WIDTH / Math.max(months.length, 1);
  const barWidth = column * 0.6;
  const plot = HEIGHT - AXIS - LABEL;
  const recentFrom = months.length - 3;
  const summary =
    trend.change_percent === null
      ? t('statistics.trend.noPrevious')
      : trend.change_percent === 0
        ? t('statistics.trend.same')
        : t(trend.change_percent > 0 ? 'statistics.trend.up' : 'statistics.trend.down', {
            percent: formatNumber(Math.abs(trend.change_percent), language),
          });
  return (
    <SectionCard title={t('statistics.trend.title')} description={summary}>
      <ChartSvg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} aria-hidden="true" data-chart="trend">
        <Axis x1={0} x2={WIDTH} y1={HEIGHT - AXIS} y2={HEIGHT - AXIS} strokeWidth={1} />
        {months.map((m, index) => {
          const height = (m.minutes_played / max) * plot;
          const x = index * column + (column - barWidth) / 2;
          const y = HEIGHT - AXIS - height;
          const recent = index >= recentFrom;
          return (
            <g key={m.month}>
              <Bar $recent={recent} x={x} y={y} width={barWidth} height={Math.max(height, m.minutes_played > 0 ? 2 : 0)} rx={3} />
              <ChartText x={x + barWidth / 2} y={y - 4} textAnchor="middle" fontSize={11}>
                {formatNumber(hoursOf(m.minutes_played), language)}
              </ChartText>
              <ChartText $muted x={x + barWidth / 2} y={HEIGHT - 4} textAnchor="middle" fontSize={11}>
                {monthShortName(m.month, language)}
              </ChartText>
            </g>
          );
        })}
      </ChartSvg>
      <Legend aria-hidden="true">
        <span>
          <Swatch $colour={recentColour} />
          {t('statistics.trend.last3')}: {hoursText(t, trend.last_3.minutes_played, language)}
        </span>
        <span>
          <Swatch $colour={previousColour} />
          {t('statistics.trend.previous3')}: {hoursText(t, trend.previous_3.minutes_played, language)}
        </span>
      </Legend>
      <Text variant="muted" aria-hidden="true">
        {t('statistics.trend.reservations')}:
      </Text>
      <Months aria-label={t('statistics.trend.reservations')}>
        {months.map((m) => (
          <li key={m.month}>
            <MonthLink
              to={reservationsBehind({ range: m.range, cancelled: 'include' })}
              aria-label={`${monthName(m.month, language)}: ${t('statistics.reservations', { count: m.total })}`}
            >
              {m.total}
            </MonthLink>
          </li>
        ))}
      </Months>
      <HiddenTable>
        <caption>{t('statistics.trend.table')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('statistics.trend.month')}</th>
            <th scope="col">{t('statistics.trend.hours')}</th>
            <th scope="col">{t('statistics.trend.reservations')}</th>
          </tr>
        </thead>
        <tbody>
          {months.map((m, index) => (
            <tr key={m.month}>
              <th scope="row">
                {monthName(m.month, language)} ({index >= recentFrom ? t('statistics.trend.last3') : t('statistics.trend.previous3')})
              </th>
              <td>{hoursText(t, m.minutes_played, language)}</td>
              <td>{m.total}</td>
            </tr>
          ))}
        </tbody>
      </HiddenTable>
    </SectionCard>
  );
}
