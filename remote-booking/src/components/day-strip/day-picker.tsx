import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled, { css } from 'styled-components';
import { useLanguage } from '@venue/i18n';
import { Fieldset, VisuallyHidden, choiceCardStyles } from '@venue/ui';
import { dayStrip } from './day-strip';

const Strip = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  padding: ${({ theme }) => theme.space.xs};
  margin: -${({ theme }) => theme.space.xs};
  scroll-snap-type: x proximity;
`;

// A native radio in a compact two-line card: arrow keys move between days, the card is the hit area.
const Day = styled.label<{ $checked: boolean; $disabled: boolean }>`
  display: flex;
  flex: 0 0 auto;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  min-width: 4rem;
  min-height: ${({ theme }) => theme.touchTarget};
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.sm}`};
  ${choiceCardStyles}
  /* A day that cannot be booked lies flat on the page, its date struck through. */
  ${({ $disabled }) =>
    $disabled &&
    css`
      box-shadow: none;
      background: transparent;
      color: ${({ theme }) => theme.colors.textMuted};
    `}
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme, $checked }) => ($checked ? theme.font.weightBold : theme.font.weightRegular)};
  line-height: 1.25;
  text-align: center;
  white-space: nowrap;
  cursor: ${({ $disabled }) => ($disabled ? 'not-allowed' : 'pointer')};
  scroll-snap-align: start;

  &:focus-within {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }

  position: relative;

  /* The radio is the whole card, transparent: a tap anywhere on it is a tap on the radio. */
  input {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    margin: 0;
    opacity: 0;
    cursor: inherit;
  }

  small {
    font-size: inherit;
    text-decoration: ${({ $disabled }) => ($disabled ? 'line-through' : 'none')};
  }
`;

interface Props {
  readonly today: string;
  readonly lastBookable: string;
  readonly value: string;
  readonly onChange: (day: string) => void;
  /** The radios' name: a page with several strips gives each its own. */
  readonly name?: string;
  /** The group's name for screen readers; "Dzień" by default. */
  readonly legend?: string;
}

/**
 * A horizontal strip from today to the advance limit; the days just past it are shown disabled with
 * the reason. Shared by the courts flow, the classes tab and the trainers' availability, so its words
 * (`dayStrip.*`) stay in the namespace every booking page loads.
 */
export function DayPicker({ today, lastBookable, value, onChange, name = 'day', legend }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const days = dayStrip(today, lastBookable, language);
  const chosen = useRef<HTMLLabelElement>(null);
  // A day chosen by a link may lie past the strip's first screen: bring it into view once.
  useEffect(() => {
    chosen.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, []);
  return (
    <Fieldset>
      {/* "Dziś 26 lis" names itself; the legend names the group for screen readers. */}
      <VisuallyHidden as="legend">{legend ?? t('dayStrip.day')}</VisuallyHidden>
      <Strip>
        {days.map((day) => {
          const checked = day.date === value;
          return (
            <Day key={day.date} ref={checked ? chosen : undefined} $checked={checked} $disabled={!day.bookable}>
              <input
                type="radio"
                name={name}
                value={day.date}
                checked={checked}
                disabled={!day.bookable}
                onChange={() => onChange(day.date)}
              />
              <span>{day.index === 0 ? t('dayStrip.today') : day.weekday}</span> <small>{day.dayMonth}</small>
              {!day.bookable && <small> {t('dayStrip.beyondLimitShort')}</small>}
            </Day>
          );
        })}
      </Strip>
    </Fieldset>
  );
}
