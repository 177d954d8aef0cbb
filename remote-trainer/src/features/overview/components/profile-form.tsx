import * as v from 'valibot';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'react-i18next';
import { isApiError } from '@venue/api';
import type { FieldError } from '@venue/api/schemas/errors';
import { issuesToFieldErrors } from '@venue/api/schemas/field-errors';
import {
  ABOUT_MAX_LENGTH,
  UpdateTrainerProfileRequestSchema,
  type TrainerOwnProfile,
  type UpdateTrainerProfileRequest,
} from '@venue/api/schemas/trainer-area';
import { Alert, Button, Checkbox, SectionCard, Stack, useSaveForm } from '@venue/ui';
import { ownProfileKey, updateOwnProfile } from '../../../api/trainer-area';
import { useFieldErrorText } from '../../../lib/use-field-error-text';
import { AboutField } from './about-field';

interface ProfileValues {
  readonly visible: boolean;
  readonly about: string;
}

/** Visibility and "about me", checked by the request's schema and saved together; read-only while pending. */
export function ProfileForm({ profile }: { readonly profile: TrainerOwnProfile }) {
  const { t } = useTranslation('trainer');
  const errorText = useFieldErrorText();
  const { mutate } = useSWRConfig();
  const locked = profile.status === 'pending';
  const form = useSaveForm<ProfileValues, UpdateTrainerProfileRequest, TrainerOwnProfile, FieldError>({
    initial: { visible: profile.visibility === 'visible', about: profile.about ?? '' },
    validate: (values) => {
      const body: UpdateTrainerProfileRequest = {
        visibility: values.visible ? 'visible' : 'hidden',
        about: values.about.trim() === '' ? null : values.about,
      };
      const parsed = v.safeParse(UpdateTrainerProfileRequestSchema, body);
      return parsed.success ? { ok: true, value: body } : { ok: false, fieldErrors: issuesToFieldErrors(parsed.issues) };
    },
    send: async (body, signal) => (await updateOwnProfile(profile.id, body, signal)).profile,
    fieldErrorsOf: (error) => (isApiError(error) ? error.fieldErrors : {}),
    onSaved: (saved) => void mutate(ownProfileKey(profile.id), saved, { revalidate: false }),
  });
  const failure =
    form.state.status === 'failed'
      ? isApiError(form.state.error) && form.state.error.code === 'TRAINER_PENDING_APPROVAL'
        ? t('overview.profile.pendingRefused')
        : t('overview.profile.failed')
      : null;
  const saving = form.state.status === 'saving';
  return (
    <SectionCard title={t('overview.profile.title')}>
      <form noValidate onSubmit={form.submit} aria-label={t('overview.profile.title')}>
        <Stack $gap="md" $align="stretch">
          <Checkbox
            label={t('overview.profile.visible')}
            hint={t('overview.profile.visibleHint')}
            checked={form.values.visible}
            disabled={locked || saving}
            error={errorText(form.fieldErrors.visibility)}
            onChange={(event) => form.change('visible', event.target.checked)}
          />
          <AboutField
            label={t('overview.profile.about')}
            hint={t('overview.profile.aboutHint', { max: ABOUT_MAX_LENGTH })}
            value={form.values.about}
            maxLength={ABOUT_MAX_LENGTH}
            disabled={locked || saving}
            error={errorText(form.fieldErrors.about)}
            onChange={(about) => form.change('about', about)}
          />
          {failure ? <Alert>{failure}</Alert> : null}
          {form.state.status === 'saved' ? <Alert tone="success">{t('overview.profile.saved')}</Alert> : null}
          {locked ? null : (
            <Stack $direction="row">
              <Button type="submit" loading={saving}>
                {t('overview.profile.save')}
              </Button>
            </Stack>
          )}
        </Stack>
      </form>
    </SectionCard>
  );
}
