import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { mutate } from 'swr';
import type { SportObject, VenueDetail } from '@venue/api/schemas/venue';
import { useAuthStore } from '@venue/auth-store';
import { useLanguage } from '@venue/i18n';
import { paths } from '@venue/routes';
import { Alert, Button, Heading, Select, Stack, Text } from '@venue/ui';
import { createNotification, myNotificationsKey } from '../../../api/term-notifications';
import { formatCalendarDay } from '../../../lib/venue-time';
import { addWallMinutes } from '../../../lib/venue-wall-time';
import { courtsOf } from '../logic/courts';
import type { FlowState } from '../logic/flow-state';
import {
  NOTIFY_DURATIONS,
  checkNotifyValues,
  notifyFailure,
  notifyRequest,
  parseNotifyTarget,
  prefill,
  type NotifyFailure,
  type NotifyFieldErrors,
  type NotifyTarget,
  type NotifyValues,
} from '../logic/notify-form';

// A native modal dialog: the browser traps focus, closes on Escape and puts the page behind it
// out of reach. Narrow enough for a 360 px phone with its margins.
const Modal = styled.dialog`
  width: min(28rem, calc(100vw - 2rem));
  max-height: calc(100vh - 2rem);
  padding: ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.elevation.overlay};

  &::backdrop {
    background: rgb(0 0 0 / 50%);
  }
`;

const Row = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

/** Half-hour wall times of a day, 00:00 … 24:00. */
const TIMES = Array.from({ length: 49 }, (_, i) => addWallMinutes('00:00', i * 30));

export interface NotifyDialogProps {
  readonly venue: VenueDetail;
  readonly target: NotifyTarget;
  readonly sport: number;
  readonly courtType: string | null;
  /** The court filter of the flow; null is any court. */
  readonly courtFilter: number | null;
  readonly date: string;
  readonly duration: number;
  /** The courts of the kind (sport and court type) the grid shows. */
  readonly courts: readonly Pick<SportObject, 'id' | 'name'>[];
  readonly onClose: () => void;
  /** Sends a visitor (or an expired session) to sign in, back to this dialog. */
  readonly onSignIn: () => void;
}

/**
 * The dialog for the address's `notify` value, from the flow's choices (few props: this is written
 * in the courts flow's first download); a value that names nothing, or no sport yet, closes it.
 */
export function NotifyDialogAt({
  notify,
  state,
  ...props
}: Pick<NotifyDialogProps, 'venue' | 'onClose' | 'onSignIn'> & {
  readonly notify: string;
  readonly state: FlowState & { readonly date: string };
}) {
  const target = parseNotifyTarget(notify);
  const { onClose } = props;
  const sport = state.sport;
  const open = target !== null && sport !== null;
  useEffect(() => {
    if (!open) onClose();
  }, [open, onClose]);
  if (!open) return null;
  return (
    <NotifyDialog
      {...props}
      target={target}
      sport={sport}
      courtType={state.courtType}
      courtFilter={state.court}
      date={state.date}
      duration={state.duration}
      courts={courtsOf(props.venue, sport, state.courtType)}
    />
  );
}

type Screen = { readonly kind: 'form' } | { readonly kind: 'done' } | NotifyFailure;

/**
 * "Notify me when it frees up": the window (from, to, on the venue's clock of the flow's day), the
 * playing time and the court or any court of the kind, prefilled from what opened it. A visitor is
 * asked to sign in first; a player without an account at the venue to make a reservation first.
 */
export function NotifyDialog(props: NotifyDialogProps) {
  const { venue, onClose } = props;
  const { t } = useTranslation('booking');
  const user = useAuthStore((s) => s.user);
  const dialog = useRef<HTMLDialogElement>(null);
  const profile = user?.user_venue_profiles.find((p) => p.venue_id === venue.id) ?? null;
  const [screen, setScreen] = useState<Screen>(() =>
    user === null ? { kind: 'sign-in' } : profile === null ? { kind: 'no-profile' } : { kind: 'form' },
  );

  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // jsdom (the unit tests) has no showModal: the dialog is then shown open in the page.
    if (typeof element.showModal === 'function' && !element.open) element.showModal();
    else element.setAttribute('open', '');
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, []);

  return (
    <Modal
      ref={dialog}
      aria-labelledby="notify-title"
      onCancel={(event) => {
        // Escape: the flow closes it (the address forgets `notify`), not the browser alone.
        event.preventDefault();
        onClose();
      }}
    >
      <Stack $gap="md">
        <Heading level={2} size="lg" id="notify-title">
          {t('myNotifications.ask.title')}
        </Heading>
        {screen.kind === 'form' && profile !== null && (
          <NotifyForm {...props} profileId={profile.id} onDone={() => setScreen({ kind: 'done' })} onFailure={setScreen} />
        )}
        {screen.kind === 'message' && (
          // A refusal leaves the form: only a failure after sending lands here, so ask again from the grid.
          <Alert tone="error">{t(screen.key, screen.params)}</Alert>
        )}
        {screen.kind === 'done' && (
          <>
            <Alert tone="success">{t('myNotifications.ask.done')}</Alert>
            <Link to={paths.myNotifications()}>{t('myNotifications.ask.toList')}</Link>
          </>
        )}
        {screen.kind === 'sign-in' && (
          <>
            <Text>{user === null ? t('myNotifications.ask.signIn') : t('myNotifications.ask.errors.session')}</Text>
            <Stack $direction="row" $gap="sm" $wrap>
              <Button onClick={props.onSignIn}>{t('myNotifications.ask.signInButton')}</Button>
              <Button variant="ghost" onClick={onClose}>
                {t('myNotifications.ask.cancel')}
              </Button>
            </Stack>
          </>
        )}
        {screen.kind === 'no-profile' && <Alert tone="info">{t('myNotifications.ask.noProfile')}</Alert>}
        {screen.kind !== 'form' && screen.kind !== 'sign-in' && (
          <Stack $direction="row" $gap="sm">
            <Button variant="secondary" onClick={onClose}>
              {t('myNotifications.ask.close')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Modal>
  );
}

function NotifyForm({
  venue,
  target,
  sport,
  courtType,
  courtFilter,
  date,
  duration,
  courts,
  onClose,
  profileId,
  onDone,
  onFailure,
}: NotifyDialogProps & {
  readonly profileId: number;
  readonly onDone: () => void;
  readonly onFailure: (failure: NotifyFailure) => void;
}) {
  const { t } = useTranslation('booking');
  const { language } = useLanguage();
  const [values, setValues] = useState<NotifyValues>(() => prefill(target, { date, duration, courtFilter, hours: venue.opening_hours }));
  const [errors, setErrors] = useState<NotifyFieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<NotifyValues>) => {
    setValues((current) => ({ ...current, ...patch }));
    setErrors({});
  };
  const anyCourt = courtType
    ? t('myNotifications.ask.anyCourtOfType', { type: t(`courts.courtType.${courtType}`, { defaultValue: courtType }) })
    : t('myNotifications.ask.anyCourt');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = checkNotifyValues(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSending(true);
    setError(null);
    try {
      await createNotification(notifyRequest(values, { venueId: venue.id, timeZone: venue.timezone, date, sport, courtType, profileId }));
      void mutate(myNotificationsKey());
      onDone();
    } catch (failure) {
      const view = notifyFailure(failure);
      setSending(false);
      // A refusal of these choices stays beside the form, which keeps them; the rest change the dialog.
      if (view.kind === 'message') setError(t(view.key, view.params));
      else onFailure(view);
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <Stack $gap="md">
        <Text variant="small">{t('myNotifications.ask.intro')}</Text>
        <Text>{t('myNotifications.ask.day', { day: formatCalendarDay(date, language) })}</Text>
        <Select
          label={t('myNotifications.ask.court')}
          value={values.court ?? ''}
          onChange={(event) => set({ court: event.target.value ? Number(event.target.value) : null })}
        >
          <option value="">{anyCourt}</option>
          {courts.map((court) => (
            <option key={court.id} value={court.id}>
              {court.name}
            </option>
          ))}
        </Select>
        <Row>
          <Select label={t('myNotifications.ask.from')} value={values.from} onChange={(event) => set({ from: event.target.value })}>
            {TIMES.slice(0, -1).map((time) => (
              <option key={time}>{time}</option>
            ))}
          </Select>
          <Select
            label={t('myNotifications.ask.to')}
            value={values.to}
            error={errors.to && t(errors.to)}
            onChange={(event) => set({ to: event.target.value })}
          >
            {TIMES.slice(1).map((time) => (
              <option key={time}>{time}</option>
            ))}
          </Select>
        </Row>
        <Select
          label={t('myNotifications.ask.duration')}
          value={values.duration}
          error={errors.duration && t(errors.duration)}
          onChange={(event) => set({ duration: Number(event.target.value) })}
        >
          {NOTIFY_DURATIONS.map((minutes) => (
            <option key={minutes} value={minutes}>
              {t('myNotifications.ask.minutes', { count: minutes })}
            </option>
          ))}
        </Select>
        {error && <Alert tone="error">{error}</Alert>}
        <Stack $direction="row" $gap="sm" $wrap>
          <Button type="submit" loading={sending}>
            {t('myNotifications.ask.submit')}
          </Button>
          <Button variant="ghost" onClick={onClose} disabled={sending}>
            {t('myNotifications.ask.cancel')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
