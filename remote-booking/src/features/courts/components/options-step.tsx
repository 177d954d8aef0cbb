import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { CarnetOption } from '@venue/api/schemas/carnet';
import type { FreeSlot, ObjectAvailability, VenueDetail } from '@venue/api/schemas/venue';
import { addCalendarDays, formatMoney, todayIn, useLanguage } from '@venue/i18n';
import { Button, ChoiceGroup, FormErrorSummary, lazyPage, Stack, Text, type FormErrorItem } from '@venue/ui';
import { carnetOptionsKey, getCarnetOptions } from '../../../api/carnets';
import { formatVenueDate, formatVenueTime } from '../../../lib/venue-time';
import { endOf } from '../logic/booking-request';
import { chosenOption, usableCount } from '../logic/carnet-choice';
import type { FlowState, PaymentChoice } from '../logic/flow-state';
import { durationOptions, type DurationOption } from '../logic/durations';
import { offersPartnerCards } from '../logic/partner-cards';
import { useOfferedMethodsKind } from '../../../components/payment';
import { missingRequired } from '../../../components/regulations/regulations';
import type { UpdateFlow } from '../hooks/use-flow-state';
import { FixedValue } from './fixed-value';
import { InvoiceField } from './invoice-field';
import { PartnerCardsField } from './partner-cards-field';
import { RecurrenceField } from './recurrence-field';
import { RegulationsField, regulationFieldId } from '../../../components/regulations/regulations-field';
import { StepHeading } from './step-heading';

const PAYMENT_FIELD_ID = 'payment-choice';
const CARNET_FIELD_ID = 'carnet-choice';

// Only a player with carnets at the venue sees the picker: it loads when "with a carnet" is chosen.
const CarnetPicker = lazyPage(() => import('./carnet-picker').then((module) => module.CarnetPicker), 'CarnetPicker');

interface Props {
  readonly venue: VenueDetail;
  readonly state: FlowState & { readonly date: string };
  readonly update: UpdateFlow;
  readonly slot: FreeSlot;
  /** The chosen court, recapped above the options. */
  readonly court: ObjectAvailability;
  readonly hasBillingData: boolean;
  readonly focusHeading: boolean;
}

/** What blocks continuing: a payment choice (with a carnet: one that can pay), every required regulation and consent. */
export function optionsErrors(
  venue: VenueDetail,
  state: FlowState,
  carnetOptions?: readonly CarnetOption[],
): { payment: boolean; carnet: boolean; regulations: number[] } {
  return {
    payment: state.payment === null,
    carnet: state.payment === 'carnet' && chosenOption(carnetOptions, state) === null,
    regulations: missingRequired(venue.regulations, state.accepted).map((item) => item.id),
  };
}

/** Step 2: duration, partner cards, payment, invoice, regulations, repeating. */
export function OptionsStep({ venue, state, update, slot, court, hasBillingData, focusHeading }: Props) {
  const { t } = useTranslation('booking');
  const methods = t(`payment.method.offered.${useOfferedMethodsKind(venue.id)}`);
  const { language } = useLanguage();
  const [submitted, setSubmitted] = useState(false);
  const durations = durationOptions(slot.prices);
  // The player's carnets at the venue, judged for this court, start and length.
  const end = endOf(slot.start_time, state.duration);
  const carnets = useSWR(carnetOptionsKey(venue.id, court.id, slot.start_time, end), ([, , , venueId, objectId, start, until]) =>
    getCarnetOptions(venueId, { objectId, start, end: until }),
  );
  const carnetOptions = carnets.data ?? [];
  const errors = optionsErrors(venue, state, carnets.data);
  const time = (instant: string) => formatVenueTime(instant, venue.timezone, language);
  const shown = submitted ? errors : { payment: false, carnet: false, regulations: [] };
  // The end time answers "until when?" without arithmetic.
  const durationDetail = (option: DurationOption) =>
    `${time(slot.start_time)}–${time(endOf(slot.start_time, option.minutes))} · ${formatMoney(option.price, language)}`;

  const summaryItems: FormErrorItem[] = [
    ...(shown.payment ? [{ fieldId: PAYMENT_FIELD_ID, message: t('courtsBooking.options.paymentRequired') }] : []),
    ...(shown.carnet ? [{ fieldId: CARNET_FIELD_ID, message: t('carnet.picker.required') }] : []),
    ...shown.regulations.map((id) => ({
      fieldId: regulationFieldId(id),
      message: t('courtsBooking.options.regulationMissing', { title: venue.regulations.find((item) => item.id === id)?.title ?? '' }),
    })),
  ];

  const proceed = () => {
    setSubmitted(true);
    if (errors.payment || errors.carnet || errors.regulations.length > 0) return;
    update({ step: 'summary' });
  };

  return (
    <Stack $gap="lg">
      <StepHeading focusOnMount={focusHeading}>{t('courts.steps.options')}</StepHeading>
      <p data-testid="options-recap">
        {t('courtsBooking.options.recap', {
          court: court.name,
          date: formatVenueDate(slot.start_time, venue.timezone, language),
          time: time(slot.start_time),
        })}
      </p>
      <FormErrorSummary errors={summaryItems} title={t('courtsBooking.options.blocked')} />
      {durations.length === 1 && durations[0] ? (
        <FixedValue
          label={t('courtsBooking.options.duration')}
          value={t('courtsBooking.minutes', { count: durations[0].minutes })}
          detail={durationDetail(durations[0])}
        />
      ) : (
        <ChoiceGroup
          legend={t('courtsBooking.options.duration')}
          name="duration"
          direction="list"
          value={state.duration}
          onChange={(duration) => update({ duration })}
          options={durations.map((option) => ({
            value: option.minutes,
            label: t('courtsBooking.minutes', { count: option.minutes }),
            detail: durationDetail(option),
          }))}
        />
      )}
      {offersPartnerCards(venue.partner_cards, venue.max_partner_cards) && (
        <PartnerCardsField
          cards={venue.partner_cards}
          max={venue.max_partner_cards}
          value={state.cards}
          onChange={(cards) => update({ cards })}
        />
      )}
      <div id={PAYMENT_FIELD_ID} tabIndex={-1}>
        <ChoiceGroup<PaymentChoice>
          legend={t('courtsBooking.options.payment')}
          name="payment"
          direction="column"
          value={state.payment}
          // A carnet pays one reservation: choosing it ends a weekly repeat.
          onChange={(payment) => update(payment === 'carnet' ? { payment, until: null } : { payment, carnet: null, split: false })}
          error={shown.payment ? t('courtsBooking.options.paymentRequired') : undefined}
          options={[
            {
              value: 'online',
              label: t('courtsBooking.options.payOnline', { methods }),
              detail: t('courtsBooking.options.payOnlineDetail'),
            },
            { value: 'on_site', label: t('courtsBooking.options.payOnSite') },
            ...(carnetOptions.length > 0
              ? [
                  {
                    value: 'carnet' as const,
                    label: t('carnet.picker.payWithCarnet'),
                    detail:
                      usableCount(carnetOptions) > 0
                        ? t('carnet.picker.usableCount', { count: usableCount(carnetOptions) })
                        : t('carnet.picker.noneUsable'),
                  },
                ]
              : []),
          ]}
        />
        {carnets.error && !carnets.data && (
          <Stack $direction="row" $gap="sm" $align="center" $wrap>
            <Text variant="small">{t('carnet.picker.loadFailed')}</Text>
            <Button variant="link" onClick={() => void carnets.mutate()} loading={carnets.isValidating}>
              {t('carnet.picker.retry')}
            </Button>
          </Stack>
        )}
      </div>
      {state.payment === 'carnet' && (
        <div id={CARNET_FIELD_ID} tabIndex={-1}>
          <CarnetPicker
            options={carnetOptions}
            value={{ carnet: state.carnet, split: state.split }}
            onChange={(choice) => update(choice)}
            error={shown.carnet ? t('carnet.picker.required') : undefined}
          />
        </div>
      )}
      <InvoiceField hasBillingData={hasBillingData} value={state.invoice} onChange={(invoice) => update({ invoice })} />
      {state.payment !== 'carnet' && (
        <RecurrenceField
          firstDay={state.date}
          lastBookableDay={addCalendarDays(todayIn(venue.timezone), venue.max_advance_days)}
          until={state.until}
          onChange={(until) => update({ until })}
        />
      )}
      {venue.regulations.length > 0 && (
        <RegulationsField
          regulations={venue.regulations}
          accepted={state.accepted}
          onChange={(accepted) => update({ accepted })}
          invalid={new Set(shown.regulations)}
        />
      )}
      <Stack $direction="row" $gap="sm" $wrap $justify="space-between">
        <Button variant="secondary" onClick={() => update({ step: 'slot' })}>
          {t('courtsBooking.back')}
        </Button>
        <Button onClick={proceed}>{t('courtsBooking.toSummary')}</Button>
      </Stack>
    </Stack>
  );
}
