import { useTranslation } from 'react-i18next';
import { CANCEL_MESSAGE_MAX_LENGTH, type OutsideLessonsChoice } from '@venue/api/schemas/trainer-area';
import { Alert, Button, ChoiceGroup, PlainList, SectionCard, Stack, Text, TextField } from '@venue/ui';
import { EntryLine } from '../../../components/entry-line';
import type { SaveFlow } from '../save-flow-state';

export interface OutsideLessonsStepProps {
  readonly state: Extract<SaveFlow, { step: 'outside' | 'resolving' }>;
  readonly onChoose: (choice: OutsideLessonsChoice) => void;
  readonly onMessage: (message: string) => void;
  readonly onConfirm: () => void;
  readonly onBack: () => void;
}

/** Before new hours are saved: the booked lessons they leave outside, kept or cancelled with a message. */
export function OutsideLessonsStep({ state, onChoose, onMessage, onConfirm, onBack }: OutsideLessonsStepProps) {
  const { t } = useTranslation('trainer');
  const busy = state.step === 'resolving';
  const failure = state.step === 'outside' ? state.failure : null;
  const choiceMissing = state.step === 'outside' && state.choiceMissing;
  return (
    <SectionCard title={t('workingHours.outside.title')} id="outside-lessons" focusableHeading>
      <Stack $gap="md" $align="stretch">
        <Text>{t('workingHours.outside.intro', { count: state.lessons.length })}</Text>
        <PlainList>
          {state.lessons.map((lesson) => (
            <li key={`${lesson.kind}-${lesson.id}`}>
              <Text>
                <EntryLine entry={lesson} />
              </Text>
            </li>
          ))}
        </PlainList>
        <ChoiceGroup<OutsideLessonsChoice>
          legend={t('workingHours.outside.choice')}
          name="outside-lessons"
          value={state.choice}
          disabled={busy}
          error={choiceMissing ? t('workingHours.outside.choiceRequired') : undefined}
          options={[
            { value: 'keep', label: t('workingHours.outside.keep') },
            { value: 'cancel', label: t('workingHours.outside.cancel') },
          ]}
          onChange={onChoose}
        />
        {state.choice === 'cancel' ? (
          <TextField
            label={t('workingHours.outside.message')}
            hint={t('workingHours.outside.messageHint', { max: CANCEL_MESSAGE_MAX_LENGTH })}
            maxLength={CANCEL_MESSAGE_MAX_LENGTH}
            value={state.message}
            disabled={busy}
            onChange={(event) => onMessage(event.target.value)}
          />
        ) : null}
        {failure ? <Alert>{t(failure, { ns: 'common' })}</Alert> : null}
        <Stack $direction="row" $gap="sm" $wrap>
          <Button type="button" loading={busy} onClick={onConfirm}>
            {t('workingHours.outside.confirm')}
          </Button>
          <Button type="button" variant="secondary" disabled={busy} onClick={onBack}>
            {t('workingHours.outside.back')}
          </Button>
        </Stack>
      </Stack>
    </SectionCard>
  );
}
