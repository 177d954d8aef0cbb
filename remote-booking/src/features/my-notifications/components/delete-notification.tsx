import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, ConfirmQuestion, Text, useReturnFocus } from '@venue/ui';

export interface DeleteNotificationProps {
  /** The notification's id: names its question on the page. */
  readonly id: number;
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
export function DeleteNotification({ id, what, held, onDelete }: DeleteNotificationProps) {
  const { t } = useTranslation('booking');
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);
  const { openerRef, returnFocus } = useReturnFocus();

  const close = () => {
    setOpen(false);
    setFailed(false);
    returnFocus();
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

  if (!open) {
    return (
      <Button ref={openerRef} variant="secondary" aria-label={t('myNotifications.delete.label', { what })} onClick={() => setOpen(true)}>
        {t('myNotifications.delete.open')}
      </Button>
    );
  }

  return (
    <ConfirmQuestion
      id={`notification-${id}-delete`}
      question={t('myNotifications.delete.question', { what })}
      error={failed ? t('myNotifications.delete.failed') : null}
      confirmLabel={t('myNotifications.delete.confirm')}
      keepLabel={t('myNotifications.delete.keep')}
      pending={pending}
      onConfirm={() => void confirm()}
      onKeep={close}
    >
      {held && <Text variant="small">{t('myNotifications.delete.heldWarning')}</Text>}
    </ConfirmQuestion>
  );
}
