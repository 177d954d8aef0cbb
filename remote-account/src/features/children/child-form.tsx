import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { todayInPoland, type ChildRequest } from '@venue/api/schemas/account';
import type { AccountVenue } from '../../api/venues';
import {
  Alert,
  Button,
  FormErrorSummary,
  Heading,
  Select,
  Stack,
  TextField,
  inFieldOrder,
  useSaveForm,
  type FormErrorItem,
} from '@venue/ui';
import { serverFieldErrors, useFieldErrorText } from '../../lib/field-errors';
import { CHILD_FIELDS, isChildField, type ChildField, type ChildValues } from './child-values';
import { GENDERS, toChildRequest } from './child-request';

const Box = styled.form`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.elevation.raised};
`;

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

export interface ChildFormProps {
  /** Distinguishes the ids of the add form and each edit form. */
  readonly formId: string;
  /** The name of the child edited; `null` when adding one. */
  readonly editing: string | null;
  readonly initial: ChildValues;
  readonly venues: readonly AccountVenue[];
  /** Saves; throws an ApiError on failure (field errors are shown inline). */
  readonly onSave: (request: ChildRequest, signal: AbortSignal) => Promise<void>;
  readonly onCancel: () => void;
}

/** Adding or editing one child profile; keeps what was typed when saving fails. */
export function ChildForm({ formId, editing, initial, venues, onSave, onCancel }: ChildFormProps) {
  const { t } = useTranslation(['account', 'common']);
  const fieldErrorText = useFieldErrorText();
  const form = useSaveForm({ initial, validate: toChildRequest, send: onSave, fieldErrorsOf: serverFieldErrors });
  const { values, state: save, change } = form;
  const titleRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    titleRef.current?.focus();
  }, []);

  const ids: Readonly<Record<ChildField, string>> = {
    first_name: `${formId}-first-name`,
    last_name: `${formId}-last-name`,
    gender: `${formId}-gender`,
    birth_date: `${formId}-birth-date`,
    venue_id: `${formId}-venue`,
  };
  const errorOf = (field: ChildField) => {
    const error = form.fieldErrors[field];
    return error ? fieldErrorText(error) : undefined;
  };
  const summary: FormErrorItem[] = inFieldOrder(form.fieldErrors, CHILD_FIELDS).map(([path, error]) =>
    isChildField(path)
      ? { fieldId: ids[path], message: `${t(`actions.childForm.fields.${path}`)}: ${fieldErrorText(error)}` }
      : { message: fieldErrorText(error) },
  );

  return (
    <Box noValidate aria-labelledby={`${formId}-title`} onSubmit={form.submit}>
      <Stack>
        <Heading level={3} id={`${formId}-title`} ref={titleRef} tabIndex={-1}>
          {editing === null ? t('actions.childForm.addTitle') : t('actions.childForm.editTitle', { name: editing })}
        </Heading>
        <FormErrorSummary errors={summary} />
        {save.status === 'failed' && <Alert>{t('actions.childForm.saveFailed')}</Alert>}
        <Grid>
          <TextField
            id={ids.first_name}
            label={t('actions.childForm.fields.first_name')}
            autoComplete="off"
            value={values.first_name}
            error={errorOf('first_name')}
            onChange={(event) => change('first_name', event.target.value)}
          />
          <TextField
            id={ids.last_name}
            label={t('actions.childForm.fields.last_name')}
            autoComplete="off"
            value={values.last_name}
            error={errorOf('last_name')}
            onChange={(event) => change('last_name', event.target.value)}
          />
          <Select
            id={ids.gender}
            label={t('actions.childForm.fields.gender')}
            value={values.gender}
            error={errorOf('gender')}
            onChange={(event) => change('gender', GENDERS.find((gender) => gender === event.target.value) ?? '')}
          >
            <option value="">{t('actions.childForm.choose')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`children.gender.${gender}`)}
              </option>
            ))}
          </Select>
          <TextField
            id={ids.birth_date}
            label={t('actions.childForm.fields.birth_date')}
            type="date"
            max={todayInPoland()}
            value={values.birth_date}
            error={errorOf('birth_date')}
            onChange={(event) => change('birth_date', event.target.value)}
          />
        </Grid>
        <Select
          id={ids.venue_id}
          label={t('actions.childForm.fields.venue_id')}
          hint={t('actions.childForm.venueHint')}
          value={values.venue_id}
          error={errorOf('venue_id')}
          onChange={(event) => change('venue_id', event.target.value)}
        >
          <option value="">{t('actions.childForm.choose')}</option>
          {venues.map((venue) => (
            <option key={venue.id} value={String(venue.id)}>
              {venue.name}
            </option>
          ))}
        </Select>
        <Stack $direction="row" $gap="sm" $wrap>
          <Button type="submit" loading={save.status === 'saving'}>
            {editing === null ? t('actions.childForm.addSubmit') : t('actions.childForm.saveChanges')}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {t('actions.cancel', { ns: 'common' })}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
