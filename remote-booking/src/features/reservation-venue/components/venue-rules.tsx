import { useTranslation } from 'react-i18next';
import type { FairUse } from '@venue/api/schemas/venue';
import { SectionCard } from '@venue/ui';

/**
 * The venue's fair-use rules, so a player knows the limits before a booking is refused for one.
 * The numbers are the venue's own (`VenueDetail.fair_use`), never assumed here.
 */
export function VenueRules({ rules, id }: { readonly rules: FairUse; readonly id?: string }) {
  const { t } = useTranslation('booking');
  return (
    <SectionCard id={id} title={t('venueRules.heading')}>
      <ul>
        <li>{t('venueRules.active', { count: rules.max_active_reservations })}</li>
        <li>{t('venueRules.unpaidOnSite', { count: rules.max_unpaid_on_site_reservations })}</li>
        <li>{t('venueRules.series', { count: rules.max_series_occurrences })}</li>
        <li>{t(rules.door_opens_unpaid ? 'venueRules.doorUnpaid' : 'venueRules.doorPaid')}</li>
      </ul>
    </SectionCard>
  );
}
