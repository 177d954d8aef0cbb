import type { FieldErrors } from '@venue/api';
import { BillingSchema, parseBillingInfo, type Billing, type BillingType } from '@venue/api/schemas/billing';
import { check, type Checked } from '../../lib/field-errors';

export const BILLING_FIELDS = ['type', 'name', 'fullName', 'nip', 'street', 'postalCode', 'city', 'country'] as const;
export type BillingField = (typeof BILLING_FIELDS)[number];

/** The form keeps both name fields so switching company ↔ personal loses nothing typed. */
export interface BillingValues {
  readonly type: BillingType;
  readonly name: string;
  readonly fullName: string;
  readonly nip: string;
  readonly street: string;
  readonly postalCode: string;
  readonly city: string;
  readonly country: string;
}

export type BillingTextField = Exclude<BillingField, 'type'>;

export const DEFAULT_COUNTRY = 'Polska';

export function isBillingField(path: string): path is BillingField {
  return (BILLING_FIELDS as readonly string[]).includes(path);
}

/** Starts from the saved billing data, else a private person named as in the profile. */
export function initialBillingValues(
  billingInfo: string | null | undefined,
  person: { readonly first_name: string; readonly last_name: string } | null,
): BillingValues {
  const saved = parseBillingInfo(billingInfo);
  const fullName = person ? `${person.first_name} ${person.last_name}`.trim() : '';
  if (!saved) {
    return { type: 'personal', name: '', fullName, nip: '', street: '', postalCode: '', city: '', country: DEFAULT_COUNTRY };
  }
  return {
    type: saved.type,
    name: saved.type === 'company' ? saved.name : '',
    fullName: saved.type === 'personal' ? saved.fullName : fullName,
    nip: saved.nip ?? '',
    street: saved.street,
    postalCode: saved.postalCode,
    city: saved.city,
    country: saved.country,
  };
}

/** Validates the active variant with the schema the backend applies to billing_info. */
export function toBilling(values: BillingValues): Checked<Billing> {
  const address = { street: values.street, postalCode: values.postalCode, city: values.city, country: values.country };
  const input =
    values.type === 'company'
      ? { type: 'company', name: values.name, nip: values.nip, ...address }
      : { type: 'personal', fullName: values.fullName, nip: values.nip, ...address };
  return check(BillingSchema, input);
}

/**
 * Server field paths name the billing fields inside billing_info (`billing_info.nip`); the
 * form shows them at its own fields, anything else in its summary.
 */
export function billingFieldErrors(fieldErrors: FieldErrors): FieldErrors {
  const mapped: FieldErrors = {};
  for (const [path, error] of Object.entries(fieldErrors)) {
    const field = path.replace(/^billing_info\./, '');
    mapped[isBillingField(field) ? field : path] = error;
  }
  return mapped;
}
