import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { signOut } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { ConfirmQuestion, toast } from '@venue/ui';
import { signOutEverywhere } from '../../api/sessions';
import { isCancelled } from '../../lib/field-errors';

export interface SignOutQuestionProps {
  /** The user kept their sessions. */
  readonly onCancel: () => void;
  /** The server did not end the sessions. */
  readonly onFailed: () => void;
}

/**
 * "Sign out on all devices, this one too?": fetched when the opener is pointed at, focused or
 * pressed (see the section); it takes the focus when it mounts, as the question it replaces did.
 */
export function SignOutQuestion({ onCancel, onFailed }: SignOutQuestionProps) {
  const { t } = useTranslation('account');
  const navigate = useNavigate();
  const [signingOut, setSigningOut] = useState(false);

  const confirm = async () => {
    setSigningOut(true);
    try {
      await signOutEverywhere();
    } catch (error) {
      if (!isCancelled(error)) onFailed();
      return;
    }
    toast.success(t('actions.signOut.done'));
    // The server has ended this session too: forget it locally and leave before the guard sees a visitor.
    void signOut();
    navigate(paths.login(), { replace: true });
  };

  return (
    <ConfirmQuestion
      id="sessions-confirm"
      question={t('actions.signOut.question')}
      confirmLabel={t('actions.signOut.confirm')}
      keepLabel={t('actions.signOut.cancel')}
      pending={signingOut}
      onConfirm={() => void confirm()}
      onKeep={onCancel}
    />
  );
}
