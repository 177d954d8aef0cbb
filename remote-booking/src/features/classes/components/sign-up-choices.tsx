import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { GroupClassOccurrence } from '@venue/api/schemas/group-class';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { addCalendarDays, formatMoney, todayIn, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Button, Checkbox, ChoiceGroup, DateField, FormErrorSummary, Stack, type FormErrorItem } from '@venue/ui';
import { useCarnetReason } from '../../../components/carnets';
import { CheckoutError } from '../../../components/checkout';
import { useOfferedMethodsKind } from '../../../components/payment';
import { missingRequired } from '../../../components/regulations/regulations';
import { RegulationsField, regulationFieldId } from '../../../components/regulations/regulations-field';
import { localDayOf } from '../../../lib/reservations/reservation-format';
import { classErrorView } from '../logic/class-errors';
import { choiceErrors, hasChoiceErrors, type ClassPayment, type SignUpEvent, type SignUpState } from '../logic/sign-up-state';
import { usableCarnets, type CarnetChoice } from '../logic/class-carnets';
import { defaultUntil, effectiveChoice } from '../logic/sign-up-request';

const IDS = { priceList: 'class-price-list', payment: 'class-payment', carnet: 'class-carnet', until: 'class-until' };

interface Props {
  readonly venue: VenueDetail;
  readonly occurrence: GroupClassOccurrence;
  readonly carnets: readonly CarnetChoice[];
  readonly state: Extract<SignUpState, { step: 'choose' }>;
  readonly dispatch: Dispatch<SignUpEvent>;
  readonly onSignIn: () => void;
}

/** The sign-up's choices: price list (or carnet), payment, once or weekly, the venue's regulations. */
export function SignUpChoices({ venue, occurrence, carnets, state, dispatch, onSignIn }: Props) {
  const { t } = useTranslation('booking');
  const onlineMethods = t(`payment.method.offeredWithWallet.${useOfferedMethodsKind(venue.id)}`);
  const { language } = useLanguage();
  const reason = useCarnetReason();
  const usable = usableCarnets(carnets).length;
  const choice = effectiveChoice(occurrence, state.choice, carnets);
  const errors = choiceErrors(
    choice,
    missingRequired(venue.regulations, choice.accepted).map((item) => item.id),
  );
  const shown = state.submitted ? errors : { priceList: false, payment: false, carnet: false, regulations: [] };
  const firstDay = localDayOf(occurrence.start_time, venue.timezone);
  const lastBookable = addCalendarDays(todayIn(venue.timezone), venue.max_advance_days);
  const change = (patch: Partial<typeof choice>) => dispatch({ type: 'change', patch: { ...choice, ...patch } });

  const summary: FormErrorItem[] = [
    ...(shown.priceList ? [{ fieldId: IDS.priceList, message: t('classes.signUpForm.priceListRequired') }] : []),
    ...(shown.payment ? [{ fieldId: IDS.payment, message: t('classes.signUpForm.paymentRequired') }] : []),
    ...(shown.carnet ? [{ fieldId: IDS.carnet, message: t('classes.signUpForm.carnetRequired') }] : []),
    ...shown.regulations.map((id) => ({
      fieldId: regulationFieldId(id),
      message: t('classes.signUpForm.regulationMissing', { title: venue.regulations.find((item) => item.id === id)?.title ?? '' }),
    })),
  ];

  const payments: { value: ClassPayment; label: string; detail?: string }[] = occurrence.carnet_required
    ? [{ value: 'carnet', label: t('classes.signUpForm.payCarnet') }]
    : [
        ...(carnets.length > 0
          ? [
              {
                value: 'carnet' as const,
                label: t('classes.signUpForm.payCarnet'),
                detail: usable > 0 ? t('carnet.picker.usableCount', { count: usable }) : t('carnet.picker.noneUsable'),
              },
            ]
          : []),
        { value: 'online', label: t('classes.signUpForm.payOnline'), detail: onlineMethods },
        { value: 'on_site', label: t('classes.signUpForm.payOnSite') },
      ];

  const error = state.error ? classErrorView(state.error) : null;

  return (
    <Stack $gap="lg">
      <h3>{t('classes.signUpForm.heading')}</h3>
      <div aria-live="polite">
        {error && (
          <CheckoutError
            error={state.error}
            view={error}
            keyPrefix="classes.errors"
            remedies={{
              carnets: { label: t('classes.toCarnets'), to: paths.reservationVenue(venue.id, 'carnets') },
              'sign-in': { label: t('classes.signInToSignUp'), onClick: onSignIn },
            }}
          />
        )}
      </div>
      <FormErrorSummary errors={summary} title={t('classes.signUpForm.blocked')} />
      {!occurrence.carnet_required && (
        <div id={IDS.payment} tabIndex={-1}>
          <ChoiceGroup<ClassPayment>
            legend={t('classes.signUpForm.payment')}
            name="class-payment"
            direction="column"
            value={choice.payment}
            onChange={(payment) => change({ payment })}
            error={shown.payment ? t('classes.signUpForm.paymentRequired') : undefined}
            options={payments}
          />
        </div>
      )}
      {choice.payment === 'carnet' ? (
        carnets.length === 1 && usable === 1 ? (
          <p id={IDS.carnet}>{t('classes.signUpForm.carnetOne', { name: carnets[0]?.name ?? '' })}</p>
        ) : (
          // Every carnet at the venue, one that cannot pay for this class disabled with the reason.
          <div id={IDS.carnet} tabIndex={-1}>
            <ChoiceGroup<number>
              legend={t('classes.signUpForm.carnet')}
              name="class-carnet"
              direction="column"
              value={choice.carnetId}
              onChange={(carnetId) => change({ carnetId })}
              error={shown.carnet ? t('classes.signUpForm.carnetRequired') : undefined}
              options={carnets.map((carnet) => ({
                value: carnet.id,
                label: carnet.name,
                ...(carnet.reason === null ? {} : { detail: reason(carnet.reason), disabled: true }),
              }))}
            />
          </div>
        )
      ) : (
        occurrence.price_lists.length > 0 && (
          <div id={IDS.priceList} tabIndex={-1}>
            <ChoiceGroup<number>
              legend={t('classes.signUpForm.priceList')}
              name="class-price-list"
              direction="list"
              value={choice.priceListId}
              onChange={(priceListId) => change({ priceListId })}
              error={shown.priceList ? t('classes.signUpForm.priceListRequired') : undefined}
              options={occurrence.price_lists.map((item) => ({
                value: item.id,
                label: item.name,
                detail: formatMoney(item.price, language),
              }))}
            />
          </div>
        )
      )}
      <Stack $gap="sm">
        <Checkbox
          label={t('classes.signUpForm.weekly')}
          hint={t('classes.signUpForm.weeklyHint')}
          checked={choice.until !== null}
          onChange={(event) => change({ until: event.target.checked ? defaultUntil(firstDay, lastBookable) : null })}
        />
        {choice.until !== null && (
          <DateField
            id={IDS.until}
            label={t('classes.signUpForm.until')}
            min={addCalendarDays(firstDay, 7)}
            max={addCalendarDays(firstDay, 7 * 52)}
            value={choice.until}
            onCommit={(until) => {
              if (until) change({ until });
            }}
          />
        )}
      </Stack>
      {venue.regulations.length > 0 && (
        <RegulationsField
          regulations={venue.regulations}
          accepted={choice.accepted}
          onChange={(accepted) => change({ accepted })}
          invalid={new Set(shown.regulations)}
        />
      )}
      <Stack $direction="row" $gap="sm" $wrap $justify="space-between">
        <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
          {t('classes.back')}
        </Button>
        <Button
          onClick={() => {
            // What was filled in for the player (the only price list) becomes their choice.
            dispatch({ type: 'change', patch: choice });
            dispatch({ type: 'review', valid: !hasChoiceErrors(errors) });
          }}
        >
          {t('classes.signUpForm.continue')}
        </Button>
      </Stack>
    </Stack>
  );
}
