import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import styled from 'styled-components';
import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import type { Reservation } from '@venue/api/schemas/reservation';
import { SERVICE_FEE_GROSZE } from '@venue/api/schemas/reservation';
import { formatMoney, useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Alert, Button, Card, EmptyState, ErrorState, Heading, LoadingState, PageLayout, Stack, Text } from '@venue/ui';
import { listMyReservations, seriesKey } from '../../api/reservations';
import { RowList } from '../../components/reservations/reservation-row';
import { TimezoneNote } from '../../components/reservations/timezone-note';
import { formatWeekdayTime } from '../../lib/reservations/reservation-format';
import { seriesCounts } from '../../lib/reservations/series-counts';
import { useMinutesLeft } from '../../lib/use-minutes-left';
import { formatVenueDeadline } from '../../lib/venue-time';
import { PaymentForm, priceTotal } from '../../components/payment';
import { OccurrenceRow } from './components/occurrence-row';
import { payableIds, releasableIds, releaseAt, selectionTotals } from './series-selection';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: ${({ theme }) => theme.touchTarget};
  color: ${({ theme }) => theme.colors.primary};
`;

const ID = /^[1-9]\d{0,9}$/;

export function RecurringReservationPage() {
  const { t } = useTranslation('booking');
  const { parentId = '' } = useParams();
  const valid = ID.test(parentId);
  // The whole history: a series can reach months ahead and the page shows its past dates too.
  const series = useSWR(valid ? seriesKey(Number(parentId)) : null, async ([, , , id]) => {
    const all = await listMyReservations({ includeCancelled: true });
    return all.filter((r) => r.parent_id === id);
  });

  let content;
  if (!valid || series.data?.length === 0) {
    content = (
      <EmptyState
        title={t('recurringReservation.notFound.title')}
        description={t('recurringReservation.notFound.description')}
        action={<BackLink to={paths.myReservations()}>{t('recurringReservation.back')}</BackLink>}
      />
    );
  } else if (series.data) content = <Series occurrences={series.data} />;
  else if (series.error) {
    content = (
      <ErrorState message={t('recurringReservation.loadFailed')} onRetry={() => void series.mutate()} retrying={series.isValidating} />
    );
  } else content = <LoadingState label={t('recurringReservation.loading')} />;

  return <PageLayout title={t('title.myReservationsRecurring')}>{content}</PageLayout>;
}

function Series({ occurrences }: { occurrences: readonly Reservation[] }) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  // Everything that would be released unless paid starts selected (README "Weekly series").
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set(releasableIds(occurrences)));
  const first = occurrences[0] as Reservation;
  const counts = seriesCounts(occurrences);
  const active = occurrences.filter((r) => r.state === 'active');
  const cancelled = occurrences.filter((r) => r.state !== 'active');
  const payable = payableIds(occurrences);
  const allSelected = payable.length > 0 && payable.every((id) => selected.has(id));
  const totals = selectionTotals(occurrences, selected);
  const chosen = payable.filter((id) => selected.has(id));
  const releasing = releaseAt(occurrences);
  const minutesLeft = useMinutesLeft(releasing);
  const releaseDeadline = releasing ? formatVenueDeadline(releasing, first.venue_timezone, language) : '';
  const leftOut = releasableIds(occurrences).filter((id) => !selected.has(id)).length;

  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  return (
    <Stack $gap="lg">
      <BackLink to={`${paths.myReservations()}?tab=recurring`}>{t('recurringReservation.back')}</BackLink>
      <Section as="section" aria-labelledby="series-heading">
        <Heading id="series-heading">
          {first.sport_object_name} · {first.venue_name}
        </Heading>
        <p>{t('myReservations.series.weekly', { when: formatWeekdayTime(first.start_time, first.venue_timezone, language) })}</p>
        <TimezoneNote zones={[first.venue_timezone]} />
      </Section>

      {releasing !== null && (
        // Not a live region: the countdown would be read out every time it changes.
        <Alert tone="warning" live={false} data-testid="series-release">
          {t('recurringReservation.release.note', { deadline: releaseDeadline })}{' '}
          {minutesLeft !== null && minutesLeft > 0 && t('recurringReservation.release.left', { count: minutesLeft })}
        </Alert>
      )}

      <Section as="section" aria-labelledby="occurrences-heading">
        <Heading id="occurrences-heading">{t('recurringReservation.occurrences', { count: counts.active })}</Heading>
        {payable.length > 0 ? (
          <Stack $direction="row" $gap="sm" $wrap>
            <Button variant="secondary" onClick={() => setSelected(allSelected ? new Set() : new Set(payable))}>
              {t(allSelected ? 'recurringReservation.unselectAll' : 'recurringReservation.selectAllUnpaid')}
            </Button>
          </Stack>
        ) : (
          <Text variant="muted">{t('recurringReservation.nothingToPay')}</Text>
        )}
        <RowList aria-labelledby="occurrences-heading">
          {active.map((occurrence) => (
            <OccurrenceRow
              key={occurrence.id}
              occurrence={occurrence}
              selection={
                payable.includes(occurrence.id)
                  ? { checked: selected.has(occurrence.id), onChange: (checked) => toggle(occurrence.id, checked), disabled: false }
                  : null
              }
            />
          ))}
        </RowList>
      </Section>

      {cancelled.length > 0 && (
        <Section as="section" aria-labelledby="cancelled-heading">
          <Heading id="cancelled-heading">{t('recurringReservation.cancelled', { count: counts.cancelled })}</Heading>
          <RowList aria-labelledby="cancelled-heading">
            {cancelled.map((occurrence) => (
              <OccurrenceRow key={occurrence.id} occurrence={occurrence} selection={null} />
            ))}
          </RowList>
        </Section>
      )}

      {payable.length > 0 && (
        <Section as="section" aria-labelledby="pay-selected-heading">
          <Heading id="pay-selected-heading">{t('recurringReservation.pay.title')}</Heading>
          <p role="status" data-testid="selection-summary">
            {chosen.length === 0
              ? t('recurringReservation.pay.noneSelected')
              : t('recurringReservation.pay.selected', {
                  count: chosen.length,
                  total: formatMoney(priceTotal({ ...totals, serviceFee: SERVICE_FEE_GROSZE }), language),
                })}
          </p>
          {leftOut > 0 && (
            <Alert tone="warning" live={false} data-testid="left-out">
              {t('recurringReservation.pay.leftOut', { count: leftOut, deadline: releaseDeadline })}
            </Alert>
          )}
          {chosen.length > 0 && (
            <PaymentForm
              id="series-payment"
              target={{
                kind: 'bulk',
                venueId: first.venue_id,
                reservationIds: chosen,
                retryPath: paths.myReservationsRecurring(first.parent_id ?? 0),
              }}
              basePrice={totals.basePrice}
              discount={totals.discount}
              submitLabel={t('recurringReservation.pay.submit', {
                amount: formatMoney(priceTotal({ ...totals, serviceFee: SERVICE_FEE_GROSZE }), language),
              })}
            />
          )}
        </Section>
      )}
    </Stack>
  );
}
