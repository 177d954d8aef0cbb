import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { PartnerCard } from '@venue/api/schemas/venue';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Fieldset, Legend, Select } from '@venue/ui';
import { maxCountFor, setCardCount, type CardCounts } from '../logic/partner-cards';

// The kit's fieldset, with the cards side by side from tablet width.
const CardsFieldset = styled(Fieldset)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Hint = styled.p`
  grid-column: 1 / -1;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

interface Props {
  readonly cards: readonly PartnerCard[];
  readonly max: number;
  readonly value: CardCounts;
  readonly onChange: (value: CardCounts) => void;
}

/** How many players use each partner card; counts above what is left of the maximum are not offered. */
export function PartnerCardsField({ cards, max, value, onChange }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  return (
    <CardsFieldset>
      <Legend>{t('courtsBooking.options.partnerCards')}</Legend>
      <Hint>{t('courtsBooking.options.partnerCardsHint', { count: max })}</Hint>
      {cards.map((card) => {
        const limit = maxCountFor(value, card.id, max);
        return (
          <Select
            key={card.id}
            label={t('courtsBooking.options.partnerCardLabel', { name: card.name, discount: formatMoney(card.discount, language) })}
            value={value[card.id] ?? 0}
            onChange={(event) => onChange(setCardCount(value, card.id, Number(event.target.value), max))}
          >
            {Array.from({ length: max + 1 }, (_, count) => (
              <option key={count} value={count} disabled={count > limit}>
                {count}
              </option>
            ))}
          </Select>
        );
      })}
    </CardsFieldset>
  );
}
