import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import type { PlayStyle as PlayStyleData } from '@venue/api/schemas/statistics';
import { useLanguage } from '@venue/i18n';
import { DescriptionList, Heading, SectionCard, Text } from '@venue/ui';
import { SplitBar } from '../charts/split-bar';
import { clockTime, formatNumber, hoursText } from './number-words';

const Part = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

/**
 * Play style: average start, frequency, duration, then the court-type split by sport and the
 * singles/doubles split, with "unknown" said honestly where the court does not tell.
 */
export function PlayStyle({ style }: { readonly style: PlayStyleData }) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const none = t('statistics.card.none');
  const format = style.match_format;
  const formatTotal = format.singles + format.doubles + format.unknown;
  return (
    <SectionCard title={t('statistics.style.title')}>
      <DescriptionList
        items={[
          {
            term: t('statistics.style.averageStart'),
            detail: style.average_start_minute === null ? none : clockTime(style.average_start_minute),
          },
          {
            term: t('statistics.style.frequency'),
            detail: t('statistics.perWeek', { count: style.sessions_per_week, formatted: formatNumber(style.sessions_per_week, language) }),
          },
          {
            term: t('statistics.style.averageDuration'),
            detail: style.average_duration_minutes === null ? none : t('statistics.minutes', { count: style.average_duration_minutes }),
          },
        ]}
      />
      {style.sports.length > 0 && (
        <Part>
          <Heading level={3}>{t('statistics.style.sports')}</Heading>
          <SplitBar
            caption={t('statistics.style.sports')}
            valueHeader={t('statistics.style.share')}
            parts={style.sports.map((sport) => ({
              key: sport.code,
              label: sport.name,
              value: sport.minutes_played,
              text: `${sport.count} · ${hoursText(t, sport.minutes_played, language)}`,
            }))}
          />
        </Part>
      )}
      <Part>
        <Heading level={3}>{t('statistics.style.matchFormat')}</Heading>
        {formatTotal === 0 ? (
          <Text variant="muted">{t('statistics.style.none')}</Text>
        ) : (
          <>
            <SplitBar
              caption={t('statistics.style.matchFormat')}
              valueHeader={t('statistics.style.share')}
              parts={(['singles', 'doubles', 'unknown'] as const).map((key) => ({
                key,
                label: t(`statistics.style.${key}`),
                value: format[key],
                text: String(format[key]),
              }))}
            />
            {format.unknown > 0 && <Text variant="muted">{t('statistics.style.unknownNote')}</Text>}
          </>
        )}
      </Part>
    </SectionCard>
  );
}
