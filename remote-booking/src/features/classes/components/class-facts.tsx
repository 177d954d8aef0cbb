import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { GroupClassOccurrence, PriceList } from '@venue/api/schemas/group-class';
import { formatMoney, useLanguage } from '@venue/i18n';
import { Badge, PlainList } from '@venue/ui';
import type { Availability } from '../logic/class-list';

const Prices = styled(PlainList)`
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
`;

/** "Normalny 40,00 zł · Studencki 30,00 zł" */
export function PriceListsText({ priceLists }: { readonly priceLists: readonly PriceList[] }) {
  const { language } = useLanguage();
  return (
    <Prices $direction="row">
      {priceLists.map((item) => (
        <li key={item.id}>
          {item.name} <data value={item.price / 100}>{formatMoney(item.price, language)}</data>
        </li>
      ))}
    </Prices>
  );
}

/** The occurrence's state in words (the colour only echoes it): free places, full, cancelled, past. */
export function PlacesBadge({
  occurrence,
  availability,
}: {
  readonly occurrence: GroupClassOccurrence;
  readonly availability: Availability;
}) {
  const { t } = useTranslation('booking');
  switch (availability) {
    case 'cancelled':
      return <Badge tone="danger">{t('classes.cancelled')}</Badge>;
    case 'past':
      return <Badge tone="neutral">{t('classes.past')}</Badge>;
    case 'full':
      return <Badge tone="warning">{t('classes.full')}</Badge>;
    case 'open':
      return occurrence.free_places === null ? (
        <Badge tone="success">{t('classes.unlimited')}</Badge>
      ) : (
        <Badge tone="success">{t('classes.freePlaces', { count: occurrence.free_places })}</Badge>
      );
  }
}
