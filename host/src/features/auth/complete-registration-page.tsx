import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { isApiError, updateUser } from '@venue/api';
import { useAuthStore } from '@venue/auth-store';
import { paths } from '@venue/routes';
import { Button, Checkbox, FormErrorSummary, PageLayout, Stack, TextField, inFieldOrder, useSaveForm, type FormErrorItem } from '@venue/ui';
import { returnPathAfterLogin } from '../../lib/return-path';
import { useFieldErrorText } from './hooks/use-field-error-text';
import {
  REGISTRATION_FIELDS,
  initialRegistrationValues,
  toRegistrationRequest,
  type RegistrationField,
} from './utils/registration-request';

const FIELD_LABEL_KEYS: Readonly<Record<RegistrationField, string>> = {
  first_name: 'registration.firstName',
  last_name: 'registration.lastName',
  email: 'registration.email',
  marketing_consent: 'registration.marketingConsent',
};

const FIELD_IDS: Readonly<Record<RegistrationField, string>> = {
  first_name: 'registration-first-name',
  last_name: 'registration-last-name',
  email: 'registration-email',
  marketing_consent: 'registration-marketing-consent',
};

function isRegistrationField(path: string): path is RegistrationField {
  return (REGISTRATION_FIELDS as readonly string[]).includes(path);
}

/**
 * /complete-registration: a new user's name, e-mail and marketing consent, then the page they
 * wanted before signing in (`state.from`, passed on by the login page) or /your-account.
 */
export default function CompleteRegistrationPage() {
  const { t } = useTranslation(['auth', 'common']);
  const navigate = useNavigate();
  const returnPath = returnPathAfterLogin(useLocation().state);
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const fieldErrorText = useFieldErrorText();
  const form = useSaveForm({
    initial: () => initialRegistrationValues(user),
    validate: toRegistrationRequest,
    send: updateUser,
    fieldErrorsOf: (error) => (isApiError(error) ? error.fieldErrors : {}),
    onSaved: (saved) => {
      setUser(saved);
      navigate(returnPath ?? paths.yourAccount(), { replace: true });
    },
  });
  const { values, state: save, change, fieldErrors } = form;

  const errorOf = (field: RegistrationField) => {
    const error = fieldErrors[field];
    return error ? fieldErrorText(error) : undefined;
  };

  const summary: FormErrorItem[] =
    save.status === 'failed'
      ? [{ message: t('errors.saveFailed', { ns: 'common' }) }]
      : inFieldOrder(fieldErrors, REGISTRATION_FIELDS).map(([path, error]) =>
          // Out of context "This field is required" three times says nothing: name the field.
          isRegistrationField(path)
            ? {
                fieldId: FIELD_IDS[path],
                message: `${t(FIELD_LABEL_KEYS[path], { ns: 'auth' })}: ${fieldErrorText(error)}`,
              }
            : { message: fieldErrorText(error) },
        );

  return (
    <PageLayout title={t('registration.heading', { ns: 'auth' })} width="narrow">
      <form noValidate onSubmit={form.submit}>
        <Stack>
          <FormErrorSummary errors={summary} />
          <p>{t('registration.intro', { ns: 'auth' })}</p>
          <TextField
            id={FIELD_IDS.first_name}
            label={t(FIELD_LABEL_KEYS.first_name, { ns: 'auth' })}
            autoComplete="given-name"
            value={values.first_name}
            error={errorOf('first_name')}
            onChange={(event) => change('first_name', event.target.value)}
          />
          <TextField
            id={FIELD_IDS.last_name}
            label={t(FIELD_LABEL_KEYS.last_name, { ns: 'auth' })}
            autoComplete="family-name"
            value={values.last_name}
            error={errorOf('last_name')}
            onChange={(event) => change('last_name', event.target.value)}
          />
          <TextField
            id={FIELD_IDS.email}
            label={t(FIELD_LABEL_KEYS.email, { ns: 'auth' })}
            hint={t('registration.emailHint', { ns: 'auth' })}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            error={errorOf('email')}
            onChange={(event) => change('email', event.target.value)}
          />
          <Checkbox
            id={FIELD_IDS.marketing_consent}
            label={t(FIELD_LABEL_KEYS.marketing_consent, { ns: 'auth' })}
            hint={t('registration.marketingConsentHint', { ns: 'auth' })}
            checked={values.marketing_consent}
            error={errorOf('marketing_consent')}
            onChange={(event) => change('marketing_consent', event.target.checked)}
          />
          <Button type="submit" fullWidth loading={save.status === 'saving'}>
            {t('registration.submit', { ns: 'auth' })}
          </Button>
        </Stack>
      </form>
    </PageLayout>
  );
}
