import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import { useAuthStore } from '@venue/auth-store';
import { Alert, Button, Stack, TextField, lazyPage, inFieldOrder, useSaveForm, type FormErrorItem, SectionCard } from '@venue/ui';
import { saveBilling } from '../../api/billing';
import { serverFieldErrors, useFieldErrorText } from '../../lib/field-errors';
import { RadioGroup } from './radio-group';
import { FormActions } from '../../components/save-status';
import { FormErrorSummary } from '../../components/form-error-summary';
import {
  BILLING_FIELDS,
  billingFieldErrors,
  initialBillingValues,
  isBillingField,
  toBilling,
  type BillingField,
  type BillingTextField,
} from './billing-values';
import type { LookupConfirmProps } from './lookup-confirm';
import { loadCompanyLookup, useCompanyLookup } from './use-company-lookup';

// The question "take the registry's data?" appears only after a lookup that conflicts with
// typed values; it comes with the lookup's code (company-lookup.ts), fetched by the lookup.
const LookupConfirm = lazyPage<LookupConfirmProps>(() => loadCompanyLookup().then((m) => m.LookupConfirm), 'LookupConfirm', null);
const preloadLookup = () => void loadCompanyLookup().catch(() => undefined);

export const BILLING_ID = 'billing';

const FIELD_IDS: Readonly<Record<BillingField, string>> = {
  type: 'billing-type',
  name: 'billing-name',
  fullName: 'billing-full-name',
  nip: 'billing-nip',
  street: 'billing-street',
  postalCode: 'billing-postal-code',
  city: 'billing-city',
  country: 'billing-country',
};

const NipRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;

  ${({ theme }) => theme.media.tablet} {
    grid-template-columns: 1fr auto;
  }
`;

const NipBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

// Only the box is short (the code is six characters); its label, hint and error keep the full
// width, or a 360 px phone breaks the error into a narrow column of three lines.
const PostalCode = styled.div`
  input {
    max-width: 12rem;
  }
`;

/** Billing data for invoices: a company (with registry lookup by NIP) or a private person. */
export function BillingSection() {
  const { t } = useTranslation(['account', 'common']);
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const fieldErrorText = useFieldErrorText();
  const form = useSaveForm({
    initial: () => initialBillingValues(user?.billing_info, user),
    validate: toBilling,
    // Billing is saved beside the profile's name and e-mail, so it needs a signed-in user.
    send: (billing, signal) => (user ? saveBilling(billing, user, signal) : Promise.reject(new Error('Signed out'))),
    fieldErrorsOf: (error) => billingFieldErrors(serverFieldErrors(error)),
    onSaved: setUser,
  });
  const { values, state: save } = form;

  const lookup = useCompanyLookup((fill) => {
    form.setValues(fill);
    form.edit();
  });

  const errorOf = (field: BillingField) => {
    const error =
      form.fieldErrors[field] ?? (field === 'nip' && lookup.state.status === 'invalid-nip' ? { key: 'validation.nip' } : undefined);
    return error ? fieldErrorText(error) : undefined;
  };
  const summary: FormErrorItem[] = inFieldOrder(form.fieldErrors, BILLING_FIELDS).map(([path, error]) =>
    isBillingField(path)
      ? { fieldId: FIELD_IDS[path], message: `${t(`billing.fields.${path}`)}: ${fieldErrorText(error)}` }
      : { message: fieldErrorText(error) },
  );

  const change = (field: BillingField, value: string) => {
    form.change(field, value);
    if (field === 'nip' && lookup.state.status !== 'idle' && lookup.state.status !== 'looking') lookup.reset();
  };

  const text = (field: BillingTextField, props: { autoComplete?: string; hint?: string; inputMode?: 'numeric' | 'text' } = {}) => (
    <TextField
      id={FIELD_IDS[field]}
      label={field === 'nip' && values.type === 'personal' ? t('billing.nipOptional') : t(`billing.fields.${field}`)}
      value={values[field]}
      error={errorOf(field)}
      onChange={(event) => change(field, event.target.value)}
      {...props}
    />
  );

  const lookupState = lookup.state;
  return (
    <SectionCard focusableHeading id={BILLING_ID} title={t('billing.title')} description={t('billing.description')}>
      <form noValidate aria-labelledby={`${BILLING_ID}-heading`} onSubmit={form.submit}>
        <Stack>
          <FormErrorSummary errors={summary} />
          {save.status === 'failed' && <Alert>{t('billing.saveFailed')}</Alert>}
          <RadioGroup
            name="billing-type"
            legend={t('billing.fields.type')}
            value={values.type}
            options={[
              { value: 'company', label: t('billing.company') },
              { value: 'personal', label: t('billing.personal') },
            ]}
            onChange={(type) => change('type', type)}
          />
          {values.type === 'company' ? text('name', { autoComplete: 'organization' }) : text('fullName', { autoComplete: 'name' })}
          <NipBlock>
            <NipRow>
              {text('nip', { inputMode: 'numeric', hint: t('billing.nipHint') })}
              <Button
                variant="secondary"
                loading={lookupState.status === 'looking'}
                onPointerEnter={preloadLookup}
                onFocus={preloadLookup}
                onClick={() => void lookup.lookup(values)}
              >
                {t('billing.lookup')}
              </Button>
            </NipRow>
            {lookupState.status === 'confirm' && (
              <LookupConfirm found={lookupState.found} conflicts={lookupState.conflicts} onAccept={lookup.accept} onKeep={lookup.keep} />
            )}
            {lookupState.status === 'not-found' && <Alert>{t('actions.companyLookup.notFound')}</Alert>}
            {lookupState.status === 'failed' && <Alert>{t('billing.lookupFailed')}</Alert>}
            <p role="status">
              {lookupState.status === 'filled'
                ? t('actions.companyLookup.filled')
                : lookupState.status === 'kept'
                  ? t('actions.companyLookup.kept')
                  : ''}
            </p>
          </NipBlock>
          {text('street', { autoComplete: 'street-address' })}
          <PostalCode>{text('postalCode', { autoComplete: 'postal-code', hint: t('billing.postalCodeHint') })}</PostalCode>
          {text('city', { autoComplete: 'address-level2' })}
          {text('country', { autoComplete: 'country-name' })}
          <FormActions status={save.status === 'saved' ? t('billing.saved') : null}>
            <Button type="submit" loading={save.status === 'saving'}>
              {t('billing.submit')}
            </Button>
          </FormActions>
        </Stack>
      </form>
    </SectionCard>
  );
}
