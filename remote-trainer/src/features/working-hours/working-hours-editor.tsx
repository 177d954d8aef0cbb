import { useReducer } from 'react';
import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError, GENERIC_ERROR_KEY } from '@venue/api';
import { LessonsOutsideHoursBodySchema, type TrainerOwnProfile } from '@venue/api/schemas/trainer-area';
import { useLanguage } from '@venue/i18n';
import { Alert, Button, FormErrorSummary, SectionCard, Stack, Text } from '@venue/ui';
import { isReservationsKeyOf, ownProfileKey, updateOwnProfile } from '../../api/trainer-area';
import { weekdayName } from '../../lib/day-names';
import { useFieldErrorText } from '../../lib/use-field-error-text';
import { fieldIdOf } from './components/day-windows';
import { OverridesEditor } from './components/overrides-editor';
import { OutsideLessonsStep } from './components/outside-lessons-step';
import { WeeklyEditor } from './components/weekly-editor';
import { checkHours, hoursDraftReducer, type DraftAction, type HoursDraft } from './hours-draft';
import { initialSaveFlow, isBusy, saveFlowReducer, type SaveEvent } from './save-flow-state';

/** What a refused save says: the lessons outside, the field errors, or a message key of `common`. */
function eventOfFailure(error: unknown): SaveEvent {
  if (isApiError(error) && error.code === 'LESSONS_OUTSIDE_HOURS') {
    const body = v.safeParse(LessonsOutsideHoursBodySchema, error.body);
    if (body.success) return { type: 'lessonsOutside', lessons: body.output.lessons };
  }
  if (isApiError(error)) return { type: 'failed', messageKey: error.messageKey, errors: error.fieldErrors };
  return { type: 'failed', messageKey: GENERIC_ERROR_KEY };
}

/** The weekly hours and the dated exceptions of one accepted trainer, checked as the backend checks them, then saved. */
export function WorkingHoursEditor({ profile }: { readonly profile: TrainerOwnProfile }) {
  const { t } = useTranslation('trainer');
  const { language } = useLanguage();
  const errorText = useFieldErrorText();
  const { mutate } = useSWRConfig();
  const [draft, dispatchDraft] = useReducer(hoursDraftReducer, profile.working_hours as HoursDraft);
  const [flow, dispatch] = useReducer(saveFlowReducer, initialSaveFlow);
  const busy = isBusy(flow);

  const edit = (action: DraftAction) => {
    dispatchDraft(action);
    dispatch({ type: 'edited' });
  };

  const send = async (body: Parameters<typeof updateOwnProfile>[1]) => {
    try {
      const answer = await updateOwnProfile(profile.id, body);
      await mutate(ownProfileKey(profile.id), answer.profile, { revalidate: false });
      if (answer.cancelled_lessons.length > 0) void mutate(isReservationsKeyOf(profile.id));
      dispatch({ type: 'saved', kept: answer.kept_lessons, cancelled: answer.cancelled_lessons });
    } catch (error) {
      dispatch(eventOfFailure(error));
    }
  };

  const submit = () => {
    const errors = checkHours(draft, profile.opening_hours);
    dispatch({ type: 'submit', hours: draft, errors });
    if (Object.keys(errors).length === 0) void send({ working_hours: draft });
  };

  const confirm = () => {
    dispatch({ type: 'confirm' });
    if (flow.step === 'outside' && flow.choice) {
      void send({
        working_hours: flow.hours,
        outside_lessons: flow.choice,
        ...(flow.choice === 'cancel' && flow.message.trim() ? { message: flow.message } : {}),
      });
    }
  };

  if (flow.step === 'outside' || flow.step === 'resolving') {
    return (
      <OutsideLessonsStep
        state={flow}
        onChoose={(choice) => dispatch({ type: 'choose', choice })}
        onMessage={(message) => dispatch({ type: 'messageChanged', message })}
        onConfirm={confirm}
        onBack={() => dispatch({ type: 'back' })}
      />
    );
  }

  const errors = flow.step === 'editing' ? flow.errors : {};
  // The summary names the day of each problem, in the order the fields stand.
  const summary = Object.entries(errors).map(([path, error]) => {
    const [, list, index] = path.split('.');
    const day =
      list === 'weekly' ? weekdayName(draft.weekly[Number(index)]?.weekday ?? 1, language) : (draft.overrides[Number(index)]?.date ?? '');
    return { fieldId: fieldIdOf(path), message: `${day}: ${errorText(error) ?? ''}` };
  });

  return (
    <form
      noValidate
      aria-label={t('title.trainerSchedule')}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack $gap="lg" $align="stretch">
        <FormErrorSummary title={t('workingHours.errorsTitle')} errors={summary} />
        <SectionCard title={t('workingHours.weekly')} description={t('workingHours.weeklyHint')}>
          <WeeklyEditor draft={draft} openingHours={profile.opening_hours} errors={errors} disabled={busy} onEdit={edit} />
        </SectionCard>
        <SectionCard title={t('workingHours.overrides')} description={t('workingHours.overridesHint')}>
          <OverridesEditor draft={draft} errors={errors} disabled={busy} onEdit={edit} />
        </SectionCard>
        {flow.step === 'editing' && flow.failure ? <Alert>{t(flow.failure, { ns: 'common' })}</Alert> : null}
        {flow.step === 'saved' ? (
          <Alert tone="success">
            <Text>{t('workingHours.saved')}</Text>
            {flow.kept.length > 0 ? <Text>{t('workingHours.kept', { count: flow.kept.length })}</Text> : null}
            {flow.cancelled.length > 0 ? <Text>{t('workingHours.cancelled', { count: flow.cancelled.length })}</Text> : null}
          </Alert>
        ) : null}
        <Stack $direction="row">
          <Button type="submit" loading={busy}>
            {t('workingHours.save')}
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
