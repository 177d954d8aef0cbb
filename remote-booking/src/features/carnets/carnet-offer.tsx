import { useEffect, useReducer } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import type { VenueDetail } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { timeZoneLabel, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Button, EmptyState, ErrorState, PlainList, Stack, Text, VisuallyHidden } from '@venue/ui';
import { listVenueCarnetTypes, venueCarnetTypesKey } from '../../api/carnets';
import { CarnetListSkeleton } from '../../components/loading-skeletons';
import { CarnetTypeCard } from './components/carnet-type-card';
import { PurchaseForm } from './components/purchase-form';
import { carnetParam, chosenTypeId, initialPurchaseState, purchaseReducer } from './logic/purchase-state';

/**
 * The carnets a venue sells, and buying one: a visitor is sent to sign in and comes back to the
 * same carnet (`?carnet=<type id>` in the address, like the courts flow keeps its step).
 */
export function CarnetOffer({ venue }: { readonly venue: VenueDetail }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const signedIn = useAuthStore((state) => state.user !== null);
  const navigate = useNavigate();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const [state, dispatch] = useReducer(purchaseReducer, null, () => initialPurchaseState(carnetParam(params), signedIn));
  const types = useSWR(venueCarnetTypesKey(venue.id), ([, , venueId]) => listVenueCarnetTypes(venueId));
  const chosen = chosenTypeId(state);

  // The chosen carnet lives in the address too, so signing in, a reload or Back return to it.
  useEffect(() => {
    if (carnetParam(params) === chosen) return;
    const next = new URLSearchParams(params);
    if (chosen === null) next.delete('carnet');
    else next.set('carnet', String(chosen));
    setParams(next, { replace: true });
  }, [chosen, params, setParams]);

  useEffect(() => {
    if (state.step !== 'signing-in') return;
    const search = new URLSearchParams(location.search);
    search.set('carnet', String(state.typeId));
    navigate(paths.login(), { state: { from: `${location.pathname}?${search.toString()}` } });
  }, [state, location.pathname, location.search, navigate]);

  if (types.error && !types.data) {
    return <ErrorState message={t('carnets.loadFailed')} onRetry={() => void types.mutate()} retrying={types.isValidating} />;
  }
  if (!types.data) return <CarnetListSkeleton label={t('carnets.loading')} />;
  if (types.data.length === 0) {
    return (
      <EmptyState
        title={t('carnets.empty')}
        description={t('carnets.emptyHint')}
        action={<Link to={paths.reservationVenue(venue.id)}>{t('carnets.toCourts')}</Link>}
      />
    );
  }

  return (
    <Stack $gap="md">
      <Text variant="small">{t('carnets.timezoneNote', { zone: timeZoneLabel(venue.timezone, language) })}</Text>
      {!signedIn && <Text variant="small">{t('carnets.signInHint')}</Text>}
      <PlainList $gap="md">
        {types.data.map((type) => (
          <li key={type.id}>
            <CarnetTypeCard type={type} venue={venue}>
              {state.step === 'buying' && state.typeId === type.id ? (
                <PurchaseForm venue={venue} type={type} accepted={state.accepted} tried={state.tried} dispatch={dispatch} />
              ) : (
                <div>
                  <Button onClick={() => dispatch({ type: 'choose', typeId: type.id, signedIn })}>
                    {t('carnets.buy.button')}
                    <VisuallyHidden>{`: ${type.name}`}</VisuallyHidden>
                  </Button>
                </div>
              )}
            </CarnetTypeCard>
          </li>
        ))}
      </PlainList>
    </Stack>
  );
}
