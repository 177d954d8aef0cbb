import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarnetType } from '@venue/api/schemas/carnet';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { Button, Heading, Stack, Text } from '@venue/ui';
import { PaymentForm } from '../../../components/payment';
import { acceptedIds, missingRequired } from '../../../components/regulations/regulations';
import { RegulationsField, regulationFieldId } from '../../../components/regulations/regulations-field';
import { useCarnetAmount } from '../../../components/carnets';
import type { PurchaseEvent } from '../logic/purchase-state';

interface Props {
  readonly venue: VenueDetail;
  readonly type: CarnetType;
  readonly accepted: readonly number[];
  readonly tried: boolean;
  readonly dispatch: (event: PurchaseEvent) => void;
}

/**
 * Buying one carnet: the venue's regulations (required ones block paying), then the payment
 * module's form — wallet, BLIK or transfer, the price with the fee — which leaves for the status
 * page (BLIK, wallet) or the gateway (transfer). The carnet is usable once that payment succeeds.
 */
export function PurchaseForm({ venue, type, accepted, tried, dispatch }: Props) {
  const { t } = useTranslation('booking');
  const amount = useCarnetAmount();
  const missing = missingRequired(venue.regulations, accepted);
  const headingId = `carnet-buy-${type.id}`;
  // The buy button is gone once the form opens: the form's heading takes the focus, so a screen
  // reader says where the player is and Tab goes on to the regulations.
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);

  const beforePay = () => {
    dispatch({ type: 'try-pay' });
    const [first] = missing;
    if (!first) return true;
    document.getElementById(regulationFieldId(first.id))?.focus();
    return false;
  };

  return (
    <Stack as="section" $gap="md" aria-labelledby={headingId}>
      <Heading level={3} size="md" id={headingId} ref={heading} tabIndex={-1}>
        {t('carnets.buy.heading', { name: type.name })}
      </Heading>
      <Text variant="small">{t('carnets.buy.usableOncePaid', { value: amount(type.kind, type.value) })}</Text>
      {venue.regulations.length > 0 && (
        <RegulationsField
          action="buy"
          regulations={venue.regulations}
          accepted={accepted}
          onChange={(next) => dispatch({ type: 'accept', accepted: next })}
          invalid={new Set(tried ? missing.map((item) => item.id) : [])}
        />
      )}
      <PaymentForm
        id={`carnet-pay-${type.id}`}
        target={{ kind: 'carnet', venueId: venue.id, carnetTypeId: type.id, regulationIds: acceptedIds(venue.regulations, accepted) }}
        basePrice={type.price}
        serviceFee={venue.service_fee}
        basePriceLabel={t('carnets.buy.price')}
        beforePay={beforePay}
      />
      <div>
        <Button variant="link" onClick={() => dispatch({ type: 'close' })}>
          {t('carnets.buy.cancel')}
        </Button>
      </div>
    </Stack>
  );
}
