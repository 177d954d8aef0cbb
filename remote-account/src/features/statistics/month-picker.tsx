import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '@venue/i18n';
import { Button, VisuallyHidden } from '@venue/ui';
import { addMonths, monthName } from './month';

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const Shown = styled.p`
  flex: 1;
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: ${({ theme }) => theme.font.weightBold};
  text-transform: capitalize;
`;

export interface MonthPickerProps {
  readonly month: string;
  /** The latest month there is to see (this month): "next" stops there. */
  readonly latest: string;
  readonly onChange: (month: string) => void;
}

/** The month shown, with the one before and after; the month itself is kept in the URL by the page. */
export function MonthPicker({ month, latest, onChange }: MonthPickerProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const next = addMonths(month, 1);
  return (
    <Row role="group" aria-label={t('statistics.month.label')}>
      {/* The name holds the visible month (WCAG 2.5.3 label in name); the arrows are decoration. */}
      <Button variant="secondary" onClick={() => onChange(addMonths(month, -1))}>
        <span aria-hidden="true">‹ </span>
        <VisuallyHidden>{t('statistics.month.previous')}: </VisuallyHidden>
        {monthName(addMonths(month, -1), language, 'short')}
      </Button>
      <Shown aria-live="polite">{monthName(month, language)}</Shown>
      <Button variant="secondary" disabled={next > latest} onClick={() => onChange(next)}>
        <VisuallyHidden>{t('statistics.month.next')}: </VisuallyHidden>
        {next > latest ? '' : monthName(next, language, 'short')}
        <span aria-hidden="true"> ›</span>
      </Button>
    </Row>
  );
}
