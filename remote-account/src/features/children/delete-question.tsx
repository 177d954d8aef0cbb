import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Stack } from '@venue/ui';
import { ConfirmBox } from '../../components/confirm-box';

export interface DeleteQuestionProps {
  /** The child's name, as the question says it. */
  readonly name: string;
  /** The question's id, its group's label. */
  readonly labelId: string;
  readonly deleting: boolean;
  /** Focuses the question when it mounts (useQuestionFocus). */
  readonly questionRef: Ref<HTMLDivElement>;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** "Delete this child profile?": fetched with its words when Delete is pointed at, focused or pressed (child-item.tsx). */
export function DeleteQuestion({ name, labelId, deleting, questionRef, onConfirm, onCancel }: DeleteQuestionProps) {
  const { t } = useTranslation('account');
  return (
    <ConfirmBox ref={questionRef} role="group" aria-labelledby={labelId} tabIndex={-1}>
      <Stack $gap="sm">
        <p id={labelId}>{t('actions.childDelete.question', { name })}</p>
        <Stack $direction="row" $gap="sm" $wrap>
          <Button variant="danger" loading={deleting} onClick={onConfirm}>
            {t('actions.childDelete.confirm')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.childDelete.cancel')}
          </Button>
        </Stack>
      </Stack>
    </ConfirmBox>
  );
}
