import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FieldErrors } from '@venue/api';
import { useAuthStore } from '@venue/auth-store';
import { Alert, Button, Checkbox, FormErrorSummary, Stack, TextField, type FormErrorItem } from '@venue/ui';
import { saveAccountData } from '../../api/profile';
import { AccountSection } from '../your-account/lib/account-section';
import { inFieldOrder, isCancelled, serverFieldErrors, useFieldErrorText } from '../your-account/lib/field-errors';
import { formatPhone } from '../your-account/lib/phone';
import { FormActions } from '../your-account/lib/save-status';
import {
  ACCOUNT_DATA_FIELDS,
  accountDataValuesOf,
  isAccountDataField,
  toAccountDataInput,
  type AccountDataField,
  type AccountDataValues,
} from './account-data-values';
import { EmailConfirmation } from './email-confirmation';

export const ACCOUNT_DATA_ID = 'account-data';

const FIELD_IDS: Readonly<Record<AccountDataField, string>> = {
  first_name: 'account-first-name',
  last_name: 'account-last-name',
  email: 'account-email',
  marketing_consent: 'account-marketing-consent',
};

type SaveState =
  | { readonly status: 'editing' }
  | { readonly status: 'saving' }
  | { readonly status: 'invalid'; readonly fieldErrors: FieldErrors }
  | { readonly status: 'failed' }
  | { readonly status: 'saved'; readonly emailChanged: boolean };

const Names = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr 1fr;
  }
`;

const ReadOnly = styled.dl`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  dd {
    display: flex;
    flex-direction: column;
    margin: 0;
  }
`;

const ReadOnlyLabel = styled.dt`
  font-weight: ${({ theme }) => theme.font.weightBold};
`;

const Phone = styled.span`
  font-variant-numeric: tabular-nums;
`;

const Hint = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.font.sizeSm};
`;

/** Name, e-mail (with its confirmation state), the phone (read only) and marketing consent. */
export function AccountDataSection() {
  const { t } = useTranslation(['account', 'common']);
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const fieldErrorText = useFieldErrorText();
  const [values, setValues] = useState<AccountDataValues>(() => accountDataValuesOf(user));
  const [save, setSave] = useState<SaveState>({ status: 'editing' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const fieldErrors = save.status === 'invalid' ? save.fieldErrors : {};
  const errorOf = (field: AccountDataField) => {
    const error = fieldErrors[field];
    return error ? fieldErrorText(error) : undefined;
  };
  const summary: FormErrorItem[] = inFieldOrder(fieldErrors, ACCOUNT_DATA_FIELDS).map(([path, error]) =>
    isAccountDataField(path) ? { fieldId: FIELD_IDS[path], message: fieldErrorText(error) } : { message: fieldErrorText(error) },
  );

  const change = <K extends AccountDataField>(field: K, value: AccountDataValues[K]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (save.status === 'saved') setSave({ status: 'editing' });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'saving') return;
    const checked = toAccountDataInput(values);
    if (!checked.ok) {
      setSave({ status: 'invalid', fieldErrors: checked.fieldErrors });
      return;
    }
    setSave({ status: 'saving' });
    inFlight.current = new AbortController();
    try {
      const saved = await saveAccountData(checked.input, inFlight.current.signal);
      // The shared store drives the navigation bar's initials in every app.
      setUser(saved);
      setValues(accountDataValuesOf(saved));
      setSave({ status: 'saved', emailChanged: saved.email !== user?.email && !saved.email_verified });
    } catch (error) {
      if (isCancelled(error)) return;
      // What was typed stays in the form; only the outcome changes.
      const fromServer = serverFieldErrors(error);
      setSave(Object.keys(fromServer).length > 0 ? { status: 'invalid', fieldErrors: fromServer } : { status: 'failed' });
    }
  };

  const savedMessage =
    save.status === 'saved'
      ? save.emailChanged
        ? t('accountData.savedEmailChanged', { email: user?.email ?? values.email })
        : t('accountData.saved')
      : null;

  return (
    <AccountSection id={ACCOUNT_DATA_ID} title={t('accountData.title')}>
      <form noValidate aria-labelledby={`${ACCOUNT_DATA_ID}-heading`} onSubmit={(event) => void submit(event)}>
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
          <ReadOnly>
            <ReadOnlyLabel>{t('accountData.phone')}</ReadOnlyLabel>
            <dd>
              <Phone>{user ? formatPhone(user.phone_number) : ''}</Phone>
              <Hint>{t('accountData.phoneHint')}</Hint>
            </dd>
          </ReadOnly>
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
    </AccountSection>
  );
}
