import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { isApiError, type Child } from '@venue/api';
import { localeOf, useLanguage } from '@venue/i18n';
import { Alert, Button, Heading, Stack, Text, lazyPage, useReturnFocus } from '@venue/ui';
import { isCancelled } from '../../lib/field-errors';
import { loadActionStrings } from '../../translations/page-parts';
import type { ChildCoursesProps } from './child-courses';
import type { DeleteQuestionProps } from './delete-question';

// The question before deleting shows only after Delete is pressed: its code and words are
// fetched as soon as the button is pointed at, focused or pressed, so they are there by the click.
const loadDeleteQuestion = () => Promise.all([import('./delete-question'), loadActionStrings()]).then(([module]) => module);
const DeleteQuestion = lazyPage<DeleteQuestionProps>(() => loadDeleteQuestion().then((m) => m.DeleteQuestion), 'DeleteQuestion', null);
const preloadDeleteQuestion = () => void loadDeleteQuestion().catch(() => undefined);

// The child's courses: their code, the course schemas and their words come with the first card
// (only parents have one), with the loading state meanwhile. They come last on the card, so the
// child's own Edit and Delete stay where they first appeared when the list arrives.
const ChildCourses = lazyPage<ChildCoursesProps>(
  () => Promise.all([import('./child-courses'), loadActionStrings()]).then(([m]) => m.ChildCourses),
  'ChildCourses',
);

type DeleteState = 'idle' | 'confirm' | 'deleting' | 'failed' | 'enrolled';

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

/** A calendar date (no time zone involved) in the interface language, e.g. "12 marca 2016". */
function formatBirthDate(date: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${date}T00:00:00Z`));
}

export interface ChildItemProps {
  readonly child: Child;
  readonly venueName: string;
  readonly onEdit: () => void;
  /** Deletes on the server; throws on failure. */
  readonly onDelete: () => Promise<void>;
}

/** One child profile with edit and a delete that asks first. */
export function ChildItem({ child, venueName, onEdit, onDelete }: ChildItemProps) {
  const { t } = useTranslation('account');
  const { language } = useLanguage();
  const [state, setState] = useState<DeleteState>('idle');
  const { openerRef: deleteRef, returnFocus } = useReturnFocus();
  const name = `${child.first_name} ${child.last_name}`;
  const headingId = `child-${child.id}-name`;

  const cancel = () => {
    setState('idle');
    returnFocus();
  };

  const confirm = async () => {
    setState('deleting');
    try {
      await onDelete();
    } catch (error) {
      if (isApiError(error) && error.code === 'CHILD_HAS_ENROLLMENTS') setState('enrolled');
      else if (!isCancelled(error)) setState('failed');
    }
  };

  return (
    <Item>
      <Heading level={3} id={headingId}>
        {name}
      </Heading>
      <Text variant="muted">
        {t('children.summary', {
          birthDate: formatBirthDate(child.birth_date, localeOf(language)),
          gender: t(`children.gender.${child.gender}`),
          venue: venueName,
        })}
      </Text>
      {state === 'failed' && <Alert>{t('actions.childDelete.failed', { name })}</Alert>}
      {state === 'enrolled' && <Alert>{t('actions.childDelete.enrolled', { name })}</Alert>}
      {state === 'confirm' || state === 'deleting' ? (
        <DeleteQuestion
          name={name}
          id={`${headingId}-confirm`}
          deleting={state === 'deleting'}
          onConfirm={() => void confirm()}
          onCancel={cancel}
        />
      ) : (
        <Stack $direction="row" $gap="sm" $wrap>
          <Button variant="secondary" aria-label={t('children.editNamed', { name })} onClick={onEdit}>
            {t('children.edit')}
          </Button>
          <Button
            ref={deleteRef}
            variant="secondary"
            aria-label={t('children.deleteNamed', { name })}
            onPointerEnter={preloadDeleteQuestion}
            onPointerDown={preloadDeleteQuestion}
            onFocus={preloadDeleteQuestion}
            onClick={() => setState('confirm')}
          >
            {t('children.delete')}
          </Button>
        </Stack>
      )}
      <ChildCourses child={child} />
    </Item>
  );
}
