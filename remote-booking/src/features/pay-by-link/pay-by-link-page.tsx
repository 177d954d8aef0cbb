import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Reservation } from '@venue/api/schemas/reservation';
import { useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Alert, Button, Card, ErrorState, PageLayout, Stack, Text } from '@venue/ui';
import { PaymentCardSkeleton } from '../../components/loading-skeletons';
import { formatVenueUntil } from '../../lib/venue-time';
import { PaymentForm, type PaymentFailure } from '../../components/payment';
import { blockedOf, type Blocked } from './link-payability';
import { ReservationCard } from './reservation-card';
import { useLinkReservation } from './use-link-reservation';

const SectionTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const OutcomeTitle = styled.h2`
  margin-bottom: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.font.sizeLg};

  &:focus {
    outline: none;
  }
`;

const VenueLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
`;

// On a desktop the reservation and the way to pay sit side by side instead of one narrow column;
// on a phone they stack, the reservation first.
const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;

  ${({ theme }) => theme.media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

/** /payment/create/:reservationUUID and /p/:reservationUUID: anyone with the link pays, no sign-in. */
export function PayByLinkPage() {
  const { t } = useTranslation('booking');
  const { reservationUUID } = useParams();
  const { state, retry } = useLinkReservation(reservationUUID);

  return (
    <PageLayout title={t('title.paymentCreate')}>
      {state.kind === 'loading' ? (
        <PaymentCardSkeleton label={t('payByLink.loading')} />
      ) : state.kind === 'failed' ? (
        <ErrorState message={t(`payByLink.errors.${state.reason}`)} {...(state.reason === 'notFound' ? {} : { onRetry: retry })} />
      ) : (
        <LoadedView reservation={state.reservation} />
      )}
    </PageLayout>
  );
}

function LoadedView({ reservation }: { readonly reservation: Reservation }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  // The server may know better than the loaded data (paid or cancelled meanwhile): its answer wins.
  const [serverBlock, setServerBlock] = useState<Blocked | null>(null);
  // "Already started" is judged once, when the page shows the reservation.
  const [shownAt] = useState(() => Date.now());
  const blocked = serverBlock ?? blockedOf(reservation, shownAt);
  const [startNew, setStartNew] = useState(false);

  const onFailure = (failure: PaymentFailure) => {
    if (failure === 'alreadyPaid') setServerBlock({ kind: 'alreadyPaid' });
    if (failure === 'notPayable') setServerBlock({ kind: 'notPayable', reason: null });
  };

  if (blocked) {
    return (
      <Stack $gap="lg">
        <Outcome blocked={blocked} focusOnShow={serverBlock !== null} />
        <ReservationCard reservation={reservation} />
        <VenueLink to={paths.reservationVenue(reservation.venue_id)}>{t('payByLink.venueLink')}</VenueLink>
      </Stack>
    );
  }

  const zone = reservation.venue_timezone;
  // A payment is under way (someone's BLIK or transfer): say so instead of silently offering
  // another. Starting a new one anyway is allowed: the backend voids the one in progress.
  const inProgress = reservation.payment_status === 'pending' && !startNew;
  return (
    <Stack $gap="lg">
      <Text variant="muted">{t('payByLink.intro')}</Text>
      <Columns>
        <ReservationCard reservation={reservation} />
        <Stack $gap="lg">
          {inProgress && (
            <Alert tone="warning">
              <OutcomeTitle>{t('payByLink.inProgress.title')}</OutcomeTitle>
              <p>{t('payByLink.inProgress.text')}</p>
              <Button variant="secondary" onClick={() => setStartNew(true)}>
                {t('payByLink.inProgress.startNew')}
              </Button>
            </Alert>
          )}
          {!inProgress && reservation.pay_until && (
            <Alert tone="info">
              {t('payByLink.payUntil', {
                time: formatVenueUntil(reservation.pay_until, zone, language),
              })}
            </Alert>
          )}
          {!inProgress && (
            <Card as="section" aria-labelledby="pay-by-link-pay">
              <SectionTitle id="pay-by-link-pay">{t('payByLink.payTitle')}</SectionTitle>
              <PaymentForm
                id="pay-by-link"
                target={{ kind: 'link', venueId: reservation.venue_id, reservationUuid: reservation.reservation_uuid }}
                basePrice={reservation.base_price}
                discount={reservation.discount}
                onFailure={onFailure}
              />
            </Card>
          )}
        </Stack>
      </Columns>
    </Stack>
  );
}

function Outcome({ blocked, focusOnShow }: { readonly blocked: Blocked; readonly focusOnShow: boolean }) {
  const { t } = useTranslation('booking');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // After a refused payment the form is gone: put the reader on what replaced it.
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  const base = blocked.kind === 'alreadyPaid' ? 'payByLink.alreadyPaid' : 'payByLink.notPayable';
  return (
    <Alert tone={blocked.kind === 'alreadyPaid' ? 'success' : 'warning'}>
      <OutcomeTitle ref={heading} tabIndex={-1}>
        {t(`${base}.title`)}
      </OutcomeTitle>
      <p>{t(`${base}.text`)}</p>
      {blocked.kind === 'notPayable' && blocked.reason && <p>{t(`payByLink.notPayable.${blocked.reason}`)}</p>}
    </Alert>
  );
}
