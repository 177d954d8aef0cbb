import type { Dispatch } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { GroupClassOccurrence } from '@venue/api/schemas/group-class';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { sportName, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Alert, Button, DescriptionList, PlainList, Stack, Text } from '@venue/ui';
import { listMyCarnets, myCarnetsKey } from '../../../api/carnets';
import { useCarnetReason } from '../../../components/carnets';
import { FocusHeading } from '../../../components/focus-heading';
import { TimezoneNote } from '../../../components/reservations/timezone-note';
import { formatVenueRange } from '../../../lib/venue-time';
import type { Availability } from '../logic/class-list';
import type { SignUpEvent, SignUpState } from '../logic/sign-up-state';
import { classCarnetChoices, usableCarnets } from '../logic/class-carnets';
import { PlacesBadge, PriceListsText } from './class-facts';
import { SignUpChoices } from './sign-up-choices';
import { SignUpReview } from './sign-up-review';

interface Props {
  readonly venue: VenueDetail;
  readonly occurrence: GroupClassOccurrence;
  readonly availability: Availability;
  readonly state: SignUpState;
  readonly dispatch: Dispatch<SignUpEvent>;
  readonly onClose: () => void;
  /** Opens another occurrence (an alternative to a full one), keeping the choices. */
  readonly onOpen: (occurrence: Pick<GroupClassOccurrence, 'id' | 'start_time'>) => void;
}

/** One class occurrence: its facts (trainer, level, price lists, description) and the sign-up flow. */
export function ClassDetails({ venue, occurrence, availability, state, dispatch, onClose, onOpen }: Props) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const reason = useCarnetReason();
  const navigate = useNavigate();
  const location = useLocation();
  const user = useAuthStore((s) => s.user);
  const myCarnets = useSWR(user ? myCarnetsKey() : null, () => listMyCarnets());
  const carnets = classCarnetChoices(myCarnets.data ?? [], venue.id, occurrence, venue.timezone);
  const sport = venue.sport_types.find((item) => item.id === occurrence.sport_type_id);
  // Signing in comes back to this very class (its id and day are in the address).
  const signIn = () => navigate(paths.login(), { state: { from: `${location.pathname}${location.search}` } });
  const blockedByCarnet =
    occurrence.carnet_required && user !== null && myCarnets.data !== undefined && usableCarnets(carnets).length === 0;

  return (
    <Stack $gap="lg">
      <div>
        <Button variant="link" onClick={onClose}>
          {t('classes.backToList')}
        </Button>
      </div>
      <Stack $gap="sm">
        <FocusHeading>{occurrence.name}</FocusHeading>
        <Stack $direction="row" $gap="sm" $wrap $align="center">
          <PlacesBadge occurrence={occurrence} availability={availability} />
        </Stack>
        <DescriptionList layout="columns">
          <dt>{t('classes.details.when')}</dt>
          <dd>{formatVenueRange(occurrence.start_time, occurrence.end_time, venue.timezone, language)}</dd>
          <dt>{t('classes.details.trainer')}</dt>
          <dd>{occurrence.trainer?.display_name ?? t('classes.details.noTrainer')}</dd>
          {sport && (
            <>
              <dt>{t('classes.details.sport')}</dt>
              <dd>{sportName(sport)}</dd>
            </>
          )}
          <dt>{t('classes.details.court')}</dt>
          <dd>{occurrence.sport_object_name}</dd>
          <dt>{t('classes.details.level')}</dt>
          <dd>{t(`classes.level.${occurrence.level}`)}</dd>
          <dt>{t('classes.details.places')}</dt>
          <dd>
            {occurrence.max_participants === null
              ? t('classes.unlimited')
              : t('classes.placesOf', { free: occurrence.free_places ?? 0, total: occurrence.max_participants })}
          </dd>
          <dt>{t('classes.details.prices')}</dt>
          <dd>{occurrence.price_lists.length > 0 ? <PriceListsText priceLists={occurrence.price_lists} /> : t('classes.carnetOnly')}</dd>
        </DescriptionList>
        {occurrence.description && <Text>{occurrence.description}</Text>}
        <TimezoneNote zones={[venue.timezone]} />
      </Stack>

      {availability === 'cancelled' ? (
        <Alert tone="warning">{t('classes.cancelledNote')}</Alert>
      ) : availability === 'past' ? (
        <Alert tone="info">{t('classes.pastNote')}</Alert>
      ) : blockedByCarnet || (occurrence.carnet_required && !user) ? (
        <Alert tone="info">
          <Stack $gap="sm" $align="flex-start">
            <span>{venue.pass_only ? t('classes.passOnlyNote') : t('classes.carnetRequiredNote')}</span>
            {carnets.length > 0 && (
              // The player has carnets here, none of which fits this class: say why for each.
              <PlainList>
                {carnets.map((carnet) => (
                  <li key={carnet.id}>{`${carnet.name}: ${carnet.reason === null ? '' : reason(carnet.reason)}`}</li>
                ))}
              </PlainList>
            )}
            <Link to={paths.reservationVenue(venue.id, 'carnets')}>{t('classes.toCarnets')}</Link>
            {!user && (
              <Button variant="secondary" onClick={signIn}>
                {t('classes.signInToSignUp')}
              </Button>
            )}
          </Stack>
        </Alert>
      ) : !user ? (
        <Stack $gap="sm" $align="flex-start">
          <Text>{t('classes.visitorNote')}</Text>
          <Button onClick={signIn}>{t('classes.signInToSignUp')}</Button>
        </Stack>
      ) : state.step === 'details' ? (
        availability === 'full' ? (
          <Alert tone="warning">{t('classes.fullNote')}</Alert>
        ) : (
          <div>
            <Button onClick={() => dispatch({ type: 'start' })}>{t('classes.signUp')}</Button>
          </div>
        )
      ) : state.step === 'choose' ? (
        <SignUpChoices venue={venue} occurrence={occurrence} carnets={carnets} state={state} dispatch={dispatch} onSignIn={signIn} />
      ) : (
        <SignUpReview venue={venue} occurrence={occurrence} carnets={carnets} state={state} dispatch={dispatch} onOpen={onOpen} />
      )}
    </Stack>
  );
}
