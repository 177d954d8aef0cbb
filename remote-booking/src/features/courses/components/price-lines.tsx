import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { CoursePrice } from '@venue/api/schemas/course';
import { formatMoney, useLanguage } from '@venue/i18n';
import { priceLineText } from '../logic/price-lines';

const Lines = styled.dl`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  margin: 0;

  div {
    display: contents;
  }

  dd {
    margin: 0;
    text-align: end;
    font-variant-numeric: tabular-nums;
  }
`;

/** The quote's lines, each explained: "3 spotkania × 40,00 zł  120,00 zł", "Zniżka dla rodzeństwa (10%)  −12,00 zł". */
export function PriceLines({ price }: { readonly price: CoursePrice }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return (
    <Lines data-testid="course-price-lines">
      {price.lines.map((line, index) => {
        const text = priceLineText(line);
        return (
          // A kind appears once per quote; the index only guards against a repeat.
          <div key={`${line.kind}-${index}`}>
            <dt>{t(`courses.price.${text.key}`, { count: text.count, unit: formatMoney(text.unit, language), percent: text.percent })}</dt>
            <dd>{formatMoney(text.amount, language)}</dd>
          </div>
        );
      })}
    </Lines>
  );
}
