import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useLanguage } from '@venue/i18n';
import { ChoiceGroup, TextField } from '@venue/ui';
import { addCalendarDays, formatCalendarDay } from '../../../lib/venue-time';

/** Days offered as one-tap choices; any other day goes through the date input. */
export const DAY_STRIP_LENGTH = 7;

const Wrapper = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const DateInput = styled.div`
  max-width: 16rem;
`;

interface Props {
  readonly today: string;
  readonly lastBookable: string;
  readonly value: string;
  readonly onChange: (day: string) => void;
}

/** A strip of the next days (those past the advance limit say so) and a date input for the rest. */
export function DayPicker({ today, lastBookable, value, onChange }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const days = Array.from({ length: DAY_STRIP_LENGTH }, (_, index) => addCalendarDays(today, index));
  return (
    <Wrapper>
      <ChoiceGroup
        legend={t('courts.day')}
        name="day"
        value={value}
        onChange={onChange}
        options={days.map((day, index) => ({
          value: day,
          label: index === 0 ? t('courts.today') : formatCalendarDay(day, language),
          detail: day > lastBookable ? t('courts.beyondLimitShort') : undefined,
        }))}
      />
      <DateInput>
        <TextField
          type="date"
          label={t('courts.otherDay')}
          min={today}
          value={value}
          onChange={(event) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(event.target.value) && event.target.value >= today) onChange(event.target.value);
          }}
        />
      </DateInput>
    </Wrapper>
  );
}
