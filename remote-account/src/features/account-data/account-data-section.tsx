import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthStore } from '@venue/auth-store';
import {
  Alert,
  Button,
  Checkbox,
  DescriptionItem,
  DescriptionList,
  SectionCard,
  Stack,
  Text,
  TextField,
  inFieldOrder,
  useSaveForm,
  type FormErrorItem,
} from '@venue/ui';
import { saveAccountData } from '../../api/profile';
import { serverFieldErrors, useFieldErrorText } from '../../lib/field-errors';
import { formatPhone } from '@venue/api/format-phone';
import { FormActions } from '../../components/save-status';
import { FormErrorSummary } from '../../components/form-error-summary';
import {
  ACCOUNT_DATA_FIELDS,
  accountDataValuesOf,
  isAccountDataField,
  toAccountDataInput,
  type AccountDataField,
} from './account-data-values';
import { EmailConfirmation } from './email-confirmation';

export const ACCOUNT_DATA_ID = 'account-data';

const FIELD_IDS: Readonly<Record<AccountDataField, string>> = {
  first_name: 'account-first-name',
  last_name: 'account-last-name',
  email: 'account-email',
  marketing_consent: 'account-marketing-consent',
};

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const Phone = styled.span`
  font-variant-numeric: tabular-nums;
`;

/** Name, e-mail (with its confirmation state), the phone (read only) and marketing consent. */
export function AccountDataSection() {
  const { t } = useTranslation(['account', 'common']);
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const fieldErrorText = useFieldErrorText();
  const form = useSaveForm({
    initial: () => accountDataValuesOf(user),
    validate: toAccountDataInput,
    send: async (input, signal) => {
      const saved = await saveAccountData(input, signal);
      return { saved, emailChanged: saved.email !== user?.email && !saved.email_verified };
    },
    fieldErrorsOf: serverFieldErrors,
    onSaved: ({ saved }) => {
      // The shared store drives the navigation bar's initials in every app.
      setUser(saved);
      form.setValues(accountDataValuesOf(saved));
    },
  });
  const { values, state: save, change } = form;

  const errorOf = (field: AccountDataField) => {
    const error = form.fieldErrors[field];
    return error ? fieldErrorText(error) : undefined;
  };
  // The summary names each field: "To pole jest wymagane" alone doesn't say which one is empty.
  const summary: FormErrorItem[] = inFieldOrder(form.fieldErrors, ACCOUNT_DATA_FIELDS).map(([path, error]) =>
    isAccountDataField(path)
      ? { fieldId: FIELD_IDS[path], message: `${t(`accountData.fields.${path}`)}: ${fieldErrorText(error)}` }
      : { message: fieldErrorText(error) },
  );

  const savedMessage =
    save.status === 'saved'
      ? save.result.emailChanged
        ? t('accountData.savedEmailChanged', { email: user?.email ?? values.email })
        : t('accountData.saved')
      : null;

  return (
    <SectionCard focusableHeading id={ACCOUNT_DATA_ID} title={t('accountData.title')}>
      <form noValidate aria-labelledby={`${ACCOUNT_DATA_ID}-heading`} onSubmit={form.submit}>
        <Stack>
          <FormErrorSummary errors={summary} />
          {save.status === 'failed' && <Alert>{t('errors.saveFailed', { ns: 'common' })}</Alert>}
          <Names>
            <TextField
              id={FIELD_IDS.first_name}
              label={t('accountData.firstName')}
              autoComplete="given-name"
              value={values.first_name}
              error={errorOf('first_name')}
              onChange={(event) => change('first_name', event.target.value)}
            />
            <TextField
              id={FIELD_IDS.last_name}
              label={t('accountData.lastName')}
              autoComplete="family-name"
              value={values.last_name}
              error={errorOf('last_name')}
              onChange={(event) => change('last_name', event.target.value)}
            />
          </Names>
          <TextField
            id={FIELD_IDS.email}
            label={t('accountData.email')}
            hint={t('accountData.emailHint')}
            type="email"
            inputMode="email"
            autoComplete="email"
            value={values.email}
            error={errorOf('email')}
            onChange={(event) => change('email', event.target.value)}
          />
          {user && <EmailConfirmation email={user.email} verified={user.email_verified} />}
          <DescriptionList layout="stacked">
            <DescriptionItem term={t('accountData.phone')}>
              <Phone>{user ? formatPhone(user.phone_number) : ''}</Phone>
              <Text variant="small">{t('accountData.phoneHint')}</Text>
            </DescriptionItem>
          </DescriptionList>
          <Checkbox
            id={FIELD_IDS.marketing_consent}
            label={t('accountData.marketingConsent')}
            checked={values.marketing_consent}
            error={errorOf('marketing_consent')}
            onChange={(event) => change('marketing_consent', event.target.checked)}
          />
          <FormActions status={savedMessage}>
            <Button type="submit" loading={save.status === 'saving'}>
              {t('accountData.submit')}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </SectionCard>
  );
}
