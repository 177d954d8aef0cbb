import { useTranslation } from 'react-i18next';
import { ConfirmQuestion } from '@venue/ui';

export interface DeleteQuestionProps {
  /** The child's name, as the question says it. */
  readonly name: string;
  /** The question's id prefix, unique on the page. */
  readonly id: string;
  readonly deleting: boolean;
  readonly onConfirm: () => void;
  readonly onCancel: () => void;
}

/** "Delete this child profile?": fetched with its words when Delete is pointed at, focused or pressed (child-item.tsx). */
export function DeleteQuestion({ name, id, deleting, onConfirm, onCancel }: DeleteQuestionProps) {
  const { t } = useTranslation('account');
  return (
    <ConfirmQuestion
      id={id}
      question={t('actions.childDelete.question', { name })}
      confirmLabel={t('actions.childDelete.confirm')}
      keepLabel={t('actions.childDelete.cancel')}
      pending={deleting}
      onConfirm={onConfirm}
      onKeep={onCancel}
    />
  );
}
