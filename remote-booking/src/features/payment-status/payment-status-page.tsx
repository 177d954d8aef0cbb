import { Link, useLocation, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthStore } from '@venue/auth-store';
import type { Payment } from '@venue/api/schemas/payment';
import { paths } from '@venue/routes';
import { Alert, Button, ErrorState, LoadingState, PageLayout, Stack, Text, VisuallyHidden } from '@venue/ui';
import { linkReservationOf, retryPathOf } from '../../components/payment/link-return';
import { BookingRecap } from '../../components/reservations/booking-recap';
import { courseDetailsPath } from '../../lib/course-path';
import { venueAddressLine } from '../../lib/venue-address';
import { PaymentStatusPanel } from './payment-status-panel';
import { parsePaymentRef } from './payment-ref';
import { toneOf } from './status-tone';
import { isWaitingStatus, usePaymentStatus, type StatusFetchFailure } from './use-payment-status';

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};

  a {
    display: inline-flex;
    align-items: center;
    min-height: ${({ theme }) => theme.touchTarget};
    color: ${({ theme }) => theme.colors.primary};
    font-weight: ${({ theme }) => theme.font.weightBold};
  }
`;

// The way forward after a failed payment is the page's main action: it looks like one.
const PrimaryLink = styled(Link)`
  && {
    justify-content: center;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.onPrimary};
    text-decoration: none;
  }

  &&:hover {
    background: ${({ theme }) => theme.colors.primaryHover};
  }
`;

/**
 * /payment-status/:paymentId (owner, numeric id) and its public alias /payment/status/:paymentId
 * (uuid, for pay-by-link visitors): where BLIK and the gateway's return land.
 */
export function PaymentStatusPage() {
  const { t } = useTranslation('booking');
  const { paymentId } = useParams();
  const location = useLocation();
  const alias = location.pathname.startsWith('/payment/status/');
  const ref = parsePaymentRef(paymentId);
  const valid = ref.kind === 'id' || ref.kind === 'uuid';
  const status = usePaymentStatus(valid ? ref.value : null);
  const title = t(alias ? 'title.paymentStatusAlias' : 'title.paymentStatus');

  const announcement =
    status.state.kind === 'loaded'
      ? t('paymentStatus.announce', { status: t(`paymentStatus.status.${status.state.payment.status}.title`) })
      : '';

  return (
    <PageLayout title={title} width="narrow">
      {/* Present from the first render, so every status change is announced. */}
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {ref.kind === 'missing' || ref.kind === 'invalid' ? (
        <FailureView reason={ref.kind === 'missing' ? 'missingId' : 'invalidId'} />
      ) : status.state.kind === 'loading' ? (
        <LoadingState label={t('paymentStatus.loading')} />
      ) : status.state.kind === 'failed' ? (
        <FailureView reason={status.state.reason} onRetry={status.retry} retrying={status.busy} />
      ) : (
        <LoadedView payment={status.state.payment} controls={status} paymentRef={ref.value} />
      )}
    </PageLayout>
  );
}

function FailureView({
  reason,
  onRetry,
  retrying,
}: {
  reason: StatusFetchFailure | 'missingId';
  onRetry?: () => void;
  retrying?: boolean;
}) {
  const { t } = useTranslation('booking');
  const user = useAuthStore((state) => state.user);
  const location = useLocation();
  const message = t(`paymentStatus.errors.${reason}`);
  if (reason === 'unauthorized' && !user) {
    return (
      <Stack $gap="md" $align="flex-start">
        <Alert tone="warning">{message}</Alert>
        <Actions>
          <Link to={paths.login()} state={{ from: location.pathname + location.search }}>
            {t('paymentStatus.actions.signIn')}
          </Link>
        </Actions>
      </Stack>
    );
  }
  const retryable = reason === 'server' || reason === 'fetchFailed';
  // Never a dead end: the owner's payments live with their reservations; a visitor goes home.
  return (
    <Stack $gap="md" $align="flex-start">
      <ErrorState message={message} {...(retryable && onRetry ? { onRetry, retrying: retrying ?? false } : {})} />
      <Actions>
        {user ? (
          <Link to={paths.myReservations()}>{t('paymentStatus.actions.myReservations')}</Link>
        ) : (
          <Link to={paths.root()}>{t('paymentStatus.actions.home')}</Link>
        )}
      </Actions>
    </Stack>
  );
}

interface LoadedViewProps {
  readonly payment: Payment;
  readonly paymentRef: string;
  readonly controls: ReturnType<typeof usePaymentStatus>;
}

function LoadedView({ payment, paymentRef, controls }: LoadedViewProps) {
  const { t } = useTranslation('booking');
  const user = useAuthStore((state) => state.user);
  const tone = toneOf(payment.status);
  const linkReservation = linkReservationOf(payment.payment_uuid) ?? linkReservationOf(paymentRef);
  // A series payment (several dates) is retried on the page it was started from.
  const retryPath = retryPathOf(String(payment.id));
  const single = payment.reservation_ids.length === 1 ? payment.reservation_ids[0] : undefined;
  // Paying by link may be for someone else's reservation: its details belong to the owner.
  const owner = user !== null && linkReservation === null;
  const showDetails = owner && single !== undefined;
  // A final state has nothing left to refresh (paid, failed, refunded).
  const final = !isWaitingStatus(payment.status);
  const [first] = payment.bookings;
  // A carnet purchase has no bookings: it leads to the player's carnets, and a failure back to the venue's offer.
  const carnet = payment.carnet ?? null;
  // A course enrolment's payment leads to its course, where the enrolment is paid again within its 15 minutes.
  const course = payment.course_enrollment ?? null;
  const bookings = payment.bookings.map((booking) => ({ ...booking, id: booking.reservation_id }));

  const notes = (
    <>
      {controls.pollingStopped && <Alert tone="info">{t('paymentStatus.pollingStopped')}</Alert>}
      {controls.refreshFailed && <Text variant="small">{t('paymentStatus.refreshFailed')}</Text>}
    </>
  );

  return (
    <Stack $gap="lg">
      <PaymentStatusPanel payment={payment} notes={notes} />
      {first && (
        <BookingRecap
          bookings={bookings}
          address={venueAddressLine(first.venue_address, first.venue_city)}
          detailsPathOf={owner ? (booking) => paths.reservationDetails(payment.venue_id, booking.id) : null}
          actions={tone === 'success'}
          paidFromWallet={tone === 'success' ? (payment.wallet_amount ?? 0) : 0}
        />
      )}
      <Actions>
        {tone === 'failure' && linkReservation !== null && (
          <PrimaryLink to={paths.paymentCreate(linkReservation)}>{t('paymentStatus.actions.tryAgain')}</PrimaryLink>
        )}
        {tone === 'failure' && linkReservation === null && showDetails && single !== undefined && (
          <PrimaryLink to={paths.reservationDetails(payment.venue_id, single)}>{t('paymentStatus.actions.tryAgain')}</PrimaryLink>
        )}
        {tone === 'failure' && carnet !== null && (
          <PrimaryLink to={paths.carnets(payment.venue_id)}>{t('paymentStatus.actions.tryAgain')}</PrimaryLink>
        )}
        {tone === 'failure' && course !== null && (
          <PrimaryLink to={courseDetailsPath(course.venue_id, course.course_id)}>{t('paymentStatus.actions.tryAgain')}</PrimaryLink>
        )}
        {tone === 'failure' &&
          carnet === null &&
          course === null &&
          linkReservation === null &&
          owner &&
          single === undefined &&
          retryPath !== null && <PrimaryLink to={retryPath}>{t('paymentStatus.actions.tryAgain')}</PrimaryLink>}
        {!final && (
          <Button variant="secondary" onClick={controls.refresh} loading={controls.refreshing}>
            {t('paymentStatus.actions.refresh')}
          </Button>
        )}
        {showDetails && single !== undefined && tone !== 'failure' && (
          <Link to={paths.reservationDetails(payment.venue_id, single)}>{t('paymentStatus.actions.reservationDetails')}</Link>
        )}
        {user !== null && carnet !== null && <Link to={paths.myCarnets()}>{t('paymentStatus.actions.myCarnets')}</Link>}
        {user !== null && carnet === null && <Link to={paths.myReservations()}>{t('paymentStatus.actions.myReservations')}</Link>}
      </Actions>
      {tone === 'failure' && linkReservation === null && user === null && (
        <Text variant="small">{t('paymentStatus.tryAgainWithLink')}</Text>
      )}
    </Stack>
  );
}
