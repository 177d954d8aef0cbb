import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { Alert, Button, Card, Stack, Text } from '@venue/ui';

// The same inline "are you sure?" as cancelling a reservation (reservation-details'
// cancel-reservation.tsx): a danger-edged card in place of the button, focused when it opens.
const Confirm = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  border-color: ${({ theme }) => theme.colors.danger};
`;

export interface DeleteNotificationProps {
  /** The venue and window, as the question and the button's name say them. */
  readonly what: string;
  /** A court is held for the player right now: deleting releases it. */
  readonly held: boolean;
  /** Deletes on the server; throws on failure. */
  readonly onDelete: () => Promise<void>;
}

/**
 * "Delete" opens a confirmation before anything happens; Escape or "Keep" closes it and puts
 * focus back on the button that opened it. A failure keeps the question open with the reason.
 */
export function DeleteNotification({ what, held, onDelete }: DeleteNotificationProps) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const question = useRef<HTMLDivElement>(null);
  // Set on close: the opener is rendered again only once the confirmation is gone.
  const returnFocus = useRef(false);
  const opener = useCallback((node: HTMLButtonElement | null) => {
    if (node && returnFocus.current) {
      returnFocus.current = false;
      node.focus();
    }
  }, []);

  useEffect(() => {
    if (open) question.current?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    setFailed(false);
    returnFocus.current = true;
  };

  const confirm = async () => {
    setPending(true);
    setFailed(false);
    try {
      await onDelete();
    } catch {
      setFailed(true);
      setPending(false);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'Escape' && !pending) {
      event.stopPropagation();
      close();
    }
  };

  if (!open) {
    return (
      <Button ref={opener} variant="secondary" aria-label={t('myNotifications.delete.label', { what })} onClick={() => setOpen(true)}>
        {t('myNotifications.delete.open')}
      </Button>
    );
  }

  return (
    <Confirm role="group" aria-label={t('myNotifications.delete.question', { what })} onKeyDown={onKeyDown}>
      <div ref={question} tabIndex={-1}>
        <Text>{t('myNotifications.delete.question', { what })}</Text>
        {held && <Text variant="small">{t('myNotifications.delete.heldWarning')}</Text>}
      </div>
      {failed && <Alert tone="error">{t('myNotifications.delete.failed')}</Alert>}
      <Stack $direction="row" $gap="sm" $wrap>
        <Button variant="danger" loading={pending} onClick={() => void confirm()}>
          {t('myNotifications.delete.confirm')}
        </Button>
        <Button variant="ghost" onClick={close} disabled={pending}>
          {t('myNotifications.delete.keep')}
        </Button>
      </Stack>
    </Confirm>
  );
}
