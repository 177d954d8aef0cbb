import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import * as v from 'valibot';
import { isApiError, issuesToFieldErrors, type FieldError, type User } from '@venue/api';
import { ChildRequestSchema, todayInPoland, type ChildRequest } from '@venue/api/schemas/account';
import { GENDERS } from '@venue/api/schemas/user';
import { Alert, Button, FormErrorSummary, Heading, Select, Stack, TextField, useSaveForm, type Checked } from '@venue/ui';
import { createChild } from '../../../api/children';

const FIELDS = ['first_name', 'last_name', 'gender', 'birth_date'] as const;
type Field = (typeof FIELDS)[number];
type Values = Readonly<Record<Field, string>>;
const EMPTY: Values = { first_name: '', last_name: '', gender: '', birth_date: '' };

interface Props {
  /** The child's profile belongs to the course's venue (spec §3: a child has a venue). */
  readonly venueId: number;
  /** The updated user (with the new child) once saved. */
  readonly onAdded: (user: User) => void;
  readonly onCancel: () => void;
}

/**
 * A new child profile inside the enrolment (spec §5: a child profile must exist first), checked by
 * the schema the backend applies and saved by the parent profile's own call; what was typed stays
 * when saving fails.
 */
export function AddChildForm({ venueId, onAdded, onCancel }: Props) {
  const { t } = useTranslation('booking');
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), []);
  const form = useSaveForm<Values, ChildRequest, User, FieldError>({
    initial: EMPTY,
    validate: (values): Checked<ChildRequest, FieldError> => {
      const result = v.safeParse(ChildRequestSchema, {
        ...values,
        gender: values.gender === '' ? undefined : values.gender,
        venue_id: venueId,
      });
      return result.success ? { ok: true, value: result.output } : { ok: false, fieldErrors: issuesToFieldErrors(result.issues) };
    },
    send: (request, signal) => createChild(request, signal),
    fieldErrorsOf: (error) => (isApiError(error) ? error.fieldErrors : {}),
    onSaved: onAdded,
  });
  const ids: Readonly<Record<Field, string>> = {
    first_name: 'course-child-first-name',
    last_name: 'course-child-last-name',
    gender: 'course-child-gender',
    birth_date: 'course-child-birth-date',
  };
  const labels: Readonly<Record<Field, string>> = {
    first_name: t('courses.child.form.firstName'),
    last_name: t('courses.child.form.lastName'),
    gender: t('courses.child.form.gender'),
    birth_date: t('courses.child.form.birthDate'),
  };
  const errorOf = (field: Field) => {
    const error = form.fieldErrors[field];
    return error ? t(error.key, { ns: 'common', ...error.params }) : undefined;
  };
  const summary = FIELDS.flatMap((field) => {
    const message = errorOf(field);
    return message ? [{ fieldId: ids[field], message: `${labels[field]}: ${message}` }] : [];
  });

  // Not a <form>: it sits inside the enrolment's own steps, and Enter in a field saves the child only.
  return (
    <Stack $gap="md" role="group" aria-labelledby="course-child-form-title">
      <Heading level={3} id="course-child-form-title" ref={title} tabIndex={-1}>
        {t('courses.child.form.title')}
      </Heading>
      <FormErrorSummary errors={summary} />
      {form.state.status === 'failed' && <Alert>{t('courses.child.form.saveFailed')}</Alert>}
      <TextField
        id={ids.first_name}
        label={labels.first_name}
        autoComplete="off"
        value={form.values.first_name}
        error={errorOf('first_name')}
        onChange={(event) => form.change('first_name', event.target.value)}
      />
      <TextField
        id={ids.last_name}
        label={labels.last_name}
        autoComplete="off"
        value={form.values.last_name}
        error={errorOf('last_name')}
        onChange={(event) => form.change('last_name', event.target.value)}
      />
      <Select
        id={ids.gender}
        label={labels.gender}
        value={form.values.gender}
        error={errorOf('gender')}
        onChange={(event) => form.change('gender', event.target.value)}
      >
        <option value="">{t('courses.child.form.choose')}</option>
        {GENDERS.map((gender) => (
          <option key={gender} value={gender}>
            {t(`courses.child.gender.${gender}`)}
          </option>
        ))}
      </Select>
      <TextField
        id={ids.birth_date}
        label={labels.birth_date}
        type="date"
        max={todayInPoland()}
        value={form.values.birth_date}
        error={errorOf('birth_date')}
        onChange={(event) => form.change('birth_date', event.target.value)}
      />
      <p>{t('courses.child.form.venueNote')}</p>
      <Stack $direction="row" $gap="sm" $wrap>
        <Button onClick={() => form.submit()} loading={form.state.status === 'saving'}>
          {t('courses.child.form.save')}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t('courses.child.form.cancel')}
        </Button>
      </Stack>
    </Stack>
  );
}
