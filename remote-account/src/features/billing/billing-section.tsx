import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { FieldErrors } from '@venue/api';
import type { CompanyLookupResponse } from '@venue/api/schemas/billing';
import { useAuthStore } from '@venue/auth-store';
import { Alert, Button, FormErrorSummary, Stack, TextField, lazyPage, type FormErrorItem } from '@venue/ui';
import { saveBilling } from '../../api/billing';
import { AccountSection } from '../your-account/lib/account-section';
import { inFieldOrder, isCancelled, serverFieldErrors, useFieldErrorText } from '../your-account/lib/field-errors';
import { RadioGroup } from '../your-account/lib/radio-group';
import { FormActions } from '../your-account/lib/save-status';
import {
  BILLING_FIELDS,
  applyLookup,
  billingFieldErrors,
  initialBillingValues,
  isBillingField,
  toBilling,
  type BillingField,
  type BillingTextField,
  type BillingValues,
} from './billing-values';
import type { LookupConfirmProps } from './lookup-confirm';
import { useCompanyLookup } from './use-company-lookup';

// The question "take the registry's data?" appears only after a lookup that conflicts with
// typed values; its code is fetched when a lookup starts, beside the registry request.
const loadLookupConfirm = () => import('./lookup-confirm');
const LookupConfirm = lazyPage<LookupConfirmProps>(() => loadLookupConfirm().then((m) => m.LookupConfirm), 'LookupConfirm', null);

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

type SaveState =
  | { readonly status: 'editing' }
  | { readonly status: 'saving' }
  | { readonly status: 'invalid'; readonly fieldErrors: FieldErrors }
  | { readonly status: 'failed' }
  | { readonly status: 'saved' };

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

const PostalCode = styled.div`
  max-width: 12rem;
`;

/** Billing data for invoices: a company (with registry lookup by NIP) or a private person. */
export function BillingSection() {
  const { t } = useTranslation(['account', 'common']);
  const user = useAuthStore((state) => state.user);
  const setUser = useAuthStore((state) => state.setUser);
  const fieldErrorText = useFieldErrorText();
  const [values, setValues] = useState<BillingValues>(() => initialBillingValues(user?.billing_info, user));
  const [save, setSave] = useState<SaveState>({ status: 'editing' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const lookup = useCompanyLookup((found: CompanyLookupResponse) => {
    setValues((current) => applyLookup(current, found));
    setSave({ status: 'editing' });
  });

  const fieldErrors = save.status === 'invalid' ? save.fieldErrors : {};
  const errorOf = (field: BillingField) => {
    const error = fieldErrors[field] ?? (field === 'nip' && lookup.state.status === 'invalid-nip' ? { key: 'validation.nip' } : undefined);
    return error ? fieldErrorText(error) : undefined;
  };
  const summary: FormErrorItem[] = inFieldOrder(fieldErrors, BILLING_FIELDS).map(([path, error]) =>
    isBillingField(path) ? { fieldId: FIELD_IDS[path], message: `${t(`billing.fields.${path}`)}: ${fieldErrorText(error)}` } : { message: fieldErrorText(error) },
  );

  const change = (field: BillingField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (save.status === 'saved') setSave({ status: 'editing' });
    if (field === 'nip' && lookup.state.status !== 'idle' && lookup.state.status !== 'looking') lookup.reset();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (save.status === 'saving' || !user) return;
    const checked = toBilling(values);
    if (!checked.ok) {
      setSave({ status: 'invalid', fieldErrors: checked.fieldErrors });
      return;
    }
    setSave({ status: 'saving' });
    inFlight.current = new AbortController();
    try {
      const saved = await saveBilling(checked.billing, user, inFlight.current.signal);
      setUser(saved);
      setSave({ status: 'saved' });
    } catch (error) {
      if (isCancelled(error)) return;
      // What was typed stays in the form; only the outcome changes.
      const fromServer = billingFieldErrors(serverFieldErrors(error));
      setSave(Object.keys(fromServer).length > 0 ? { status: 'invalid', fieldErrors: fromServer } : { status: 'failed' });
    }
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
    <AccountSection id={BILLING_ID} title={t('billing.title')} description={t('billing.description')}>
      <form noValidate aria-labelledby={`${BILLING_ID}-heading`} onSubmit={(event) => void submit(event)}>
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
          {values.type === 'company'
            ? text('name', { autoComplete: 'organization' })
            : text('fullName', { autoComplete: 'name' })}
          <NipBlock>
            <NipRow>
              {text('nip', { inputMode: 'numeric', hint: t('billing.nipHint') })}
              <Button
                variant="secondary"
                loading={lookupState.status === 'looking'}
                onClick={() => {
                  loadLookupConfirm().catch(() => undefined);
                  void lookup.lookup(values);
                }}
              >
                {t('billing.lookup')}
              </Button>
            </NipRow>
            {lookupState.status === 'confirm' && (
              <LookupConfirm found={lookupState.found} conflicts={lookupState.conflicts} onAccept={lookup.accept} onKeep={lookup.keep} />
            )}
            {lookupState.status === 'not-found' && <Alert>{t('billing.lookupNotFound')}</Alert>}
            {lookupState.status === 'failed' && <Alert>{t('billing.lookupFailed')}</Alert>}
            <p role="status">
              {lookupState.status === 'filled' ? t('billing.lookupFilled') : lookupState.status === 'kept' ? t('billing.lookupKept') : ''}
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
    </AccountSection>
  );
}
