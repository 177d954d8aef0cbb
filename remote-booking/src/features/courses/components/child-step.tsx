import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import type { User } from '@venue/api';
import { useAuthStore } from '@venue/auth-store';
import { Button, ChoiceGroup, Stack, Text } from '@venue/ui';
import type { EnrolEvent, EnrolState } from '../logic/enrol-state';
import { AddChildForm } from './add-child-form';
import { useCourseTexts } from './course-facts';
import { StepHeading } from './step-heading';

interface Props {
  readonly venueId: number;
  readonly state: Extract<EnrolState, { step: 'child' }>;
  readonly dispatch: Dispatch<EnrolEvent>;
}

/** Step 1: which of the parent's children (or a new one, added here without leaving the flow). */
export function ChildStep({ venueId, state, dispatch }: Props) {
  const { t } = useTranslation('booking');
  const texts = useCourseTexts();
  const user = useAuthStore((s) => s.user);
  const setUser = useAuthStore((s) => s.setUser);
  const children = user?.children ?? [];
  const added = (updated: User) => {
    // The answer is the whole user: the new child is the one this parent did not have before.
    const known = new Set(children.map((child) => child.id));
    const child = updated.children.find((item) => !known.has(item.id));
    setUser(updated);
    if (child) dispatch({ type: 'child-added', childId: child.id });
    else dispatch({ type: 'cancel-add' });
  };

  return (
    <Stack $gap="md">
      <StepHeading>{t('courses.child.heading')}</StepHeading>
      {children.length > 0 ? (
        <div id="course-child" tabIndex={-1}>
          <ChoiceGroup<number>
            legend={t('courses.child.legend')}
            name="course-child"
            direction="column"
            value={state.choice.childId}
            onChange={(childId) => dispatch({ type: 'choose-child', childId })}
            error={state.submitted && state.choice.childId === null ? t('courses.child.required') : undefined}
            disabled={state.adding}
            options={children.map((child) => ({
              value: child.id,
              label: `${child.first_name} ${child.last_name}`,
              detail: t('courses.child.born', { date: texts.day(child.birth_date) }),
            }))}
          />
        </div>
      ) : (
        !state.adding && <Text>{t('courses.child.none')}</Text>
      )}
      {state.adding ? (
        <AddChildForm venueId={venueId} onAdded={added} onCancel={() => dispatch({ type: 'cancel-add' })} />
      ) : (
        <div>
          <Button variant="secondary" onClick={() => dispatch({ type: 'add-child' })}>
            {t('courses.child.add')}
          </Button>
        </div>
      )}
      {!state.adding && (
        <Stack $direction="row" $gap="sm" $wrap $justify="space-between">
          <Button variant="secondary" onClick={() => dispatch({ type: 'back' })}>
            {t('courses.back')}
          </Button>
          <Button onClick={() => dispatch({ type: 'next', valid: state.choice.childId !== null })}>{t('courses.continue')}</Button>
        </Stack>
      )}
    </Stack>
  );
}
