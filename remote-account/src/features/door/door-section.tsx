import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Alert, Button, ErrorState, LoadingState, PlainList, SectionCard, Text } from '@venue/ui';
import { useWaitText } from '@venue/i18n';
import { openDoor } from '../../api/door';
import { loadActionStrings } from '../../translations/page-parts';
import { useMyVenues, type MyVenue, type MyVenuesState } from '../../lib/use-my-venues';
import type { DoorFailure, doorFailureText } from './door-errors';
import { useDoorWindow } from './use-door-window';

/** The section's anchor for the account page's in-page navigation. */
export const DOOR_ID = 'door';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};

  ${({ theme }) => theme.media.tablet} {
    flex-direction: row;
    flex-wrap: wrap;
    align-items: center;
    justify-content: space-between;
  }
`;

const Result = styled.div`
  flex-basis: 100%;
`;

/** The account page section of this feature (rendered by features/your-account). */
export function DoorSection() {
  const { t } = useTranslation('account');
  const venues = useMyVenues();
  // Configured on the server (DOOR_OPEN_BEFORE_MINUTES). One loading state covers both requests,
  // so the intro never changes its wording under the reader.
  const windowMinutes = useDoorWindow();
  const state: MyVenuesState = windowMinutes === undefined ? { status: 'loading' } : venues.state;
  const intro =
    windowMinutes === undefined ? undefined : windowMinutes === null ? t('door.introNoWindow') : t('door.intro', { count: windowMinutes });
  return (
    <SectionCard focusableHeading id={DOOR_ID} title={t('door.heading')} description={intro}>
      {state.status === 'loading' && <LoadingState />}
      {state.status === 'error' && <ErrorState message={t('door.loadFailed')} onRetry={venues.retry} />}
      {state.status === 'ready' &&
        (state.venues.length === 0 ? (
          <p>{t('door.noVenues')}</p>
        ) : (
          <PlainList $gap="sm" aria-label={t('door.venues')}>
            {state.venues.map((venue) => (
              <DoorItem key={venue.id} venue={venue} windowMinutes={windowMinutes ?? null} />
            ))}
          </PlainList>
        ))}
    </SectionCard>
  );
}

type DoorState =
  | { readonly status: 'idle' }
  | { readonly status: 'opening' }
  | { readonly status: 'opened' }
  /** `wording` comes with the refusal's reading (door-errors.ts); `null` when that could not be fetched. */
  | { readonly status: 'refused'; readonly failure: DoorFailure; readonly wording: typeof doorFailureText | null };

function DoorItem({ venue, windowMinutes }: { readonly venue: MyVenue; readonly windowMinutes: number | null }) {
  const { t } = useTranslation('account');
  const waitText = useWaitText();
  const [state, setState] = useState<DoorState>({ status: 'idle' });
  const request = useRef<AbortController | null>(null);
  useEffect(() => () => request.current?.abort(), []);

  const open = async () => {
    if (state.status === 'opening') return;
    const controller = new AbortController();
    request.current = controller;
    setState({ status: 'opening' });
    try {
      await openDoor(venue.id, controller.signal);
      if (!controller.signal.aborted) setState({ status: 'opened' });
    } catch (error) {
      // Reading a refusal (with the door window's schema) and its wording are fetched with the
      // first one: most opens succeed, and the first visit need not carry them. Without them,
      // the generic message.
      const refused = await Promise.all([import('./door-errors'), loadActionStrings()]).then(
        ([m]) => ({ failure: m.doorFailure(error), wording: m.doorFailureText }),
        () => ({ failure: { kind: 'generic' } as const, wording: null }),
      );
      if (!controller.signal.aborted) setState({ status: 'refused', ...refused });
    }
  };

  return (
    <Item data-venue-id={venue.id}>
      <Text as="span" variant="strong">
        {venue.name}
      </Text>
      <Button
        variant="secondary"
        loading={state.status === 'opening'}
        aria-label={t('door.openAt', { venue: venue.name })}
        onClick={() => void open()}
      >
        {t('door.open')}
      </Button>
      {state.status === 'opened' && (
        <Result>
          <Alert tone="success">{t('door.opened')}</Alert>
        </Result>
      )}
      {state.status === 'refused' && (
        <Result>
          <Alert tone={state.failure.kind === 'not-allowed' || state.failure.kind === 'payment-required' ? 'warning' : 'error'}>
            {state.wording ? state.wording(state.failure, t, waitText, windowMinutes) : t('errors.generic', { ns: 'common' })}
          </Alert>
        </Result>
      )}
    </Item>
  );
}
