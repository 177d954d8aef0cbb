import * as v from 'valibot';

/** Official NIP checksum weights for the first nine digits. */
const NIP_WEIGHTS = [6, 5, 7, 2, 3, 4, 5, 6, 7] as const;

/** Polish postal code, e.g. `00-950`. */
export const POSTAL_CODE_PATTERN = /^\d{2}-\d{3}$/;

/** Digits only, without the separators people type (`526-025-02-74`, `526 025 02 74`). */
export function normalizeNip(input: string): string {
  return input.replace(/[\s-]/g, '');
}

/** True for 10 digits whose weighted sum mod 11 equals the last digit (a sum giving 10 is never valid). */
export function isValidNip(nip: string): boolean {
  const digits = normalizeNip(nip);
  if (!/^\d{10}$/.test(digits)) return false;
  const sum = NIP_WEIGHTS.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);
  const check = sum % 11;
  return check !== 10 && check === Number(digits[9]);
}

function requiredText(max: number) {
  return v.pipe(v.string('validation.required'), v.trim(), v.nonEmpty('validation.required'), v.maxLength(max, 'validation.maxLength'));
}

/** A NIP as typed; the output is its 10 digits. */
export const NipSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.transform(normalizeNip),
  v.check(isValidNip, 'validation.nip'),
);

/** Optional NIP of a private person: empty means none; the output drops it then. */
const OptionalNipSchema = v.optional(
  v.pipe(
    v.string('validation.nip'),
    v.trim(),
    v.transform(normalizeNip),
    v.check((value) => value === '' || isValidNip(value), 'validation.nip'),
    v.transform((value) => (value === '' ? undefined : value)),
  ),
);

export const PostalCodeSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.regex(POSTAL_CODE_PATTERN, 'validation.postalCode'),
);

export const CitySchema = v.pipe(
  requiredText(100),
  v.check((value) => !/\d/.test(value), 'validation.cityDigits'),
);

const AddressEntries = {
  /** Street, building and flat number. */
  street: requiredText(200),
  /** `XX-XXX`. */
  postalCode: PostalCodeSchema,
  /** Without digits. */
  city: CitySchema,
  /** Country name as the user writes it, e.g. `Polska`. */
  country: requiredText(60),
};

export const CompanyBillingSchema = v.object({
  type: v.literal('company'),
  /** Registered company name as it goes on the invoice. */
  name: requiredText(200),
  /** Required for a company; 10 digits with a valid checksum. */
  nip: NipSchema,
  ...AddressEntries,
});
export type CompanyBilling = v.InferOutput<typeof CompanyBillingSchema>;

export const PersonalBillingSchema = v.object({
  type: v.literal('personal'),
  /** First and last name as they go on the invoice. */
  fullName: requiredText(100),
  /** Only for a sole trader who wants it on the invoice; empty or absent otherwise. */
  nip: OptionalNipSchema,
  ...AddressEntries,
});
export type PersonalBilling = v.InferOutput<typeof PersonalBillingSchema>;

export const BILLING_TYPES = ['company', 'personal'] as const;
export type BillingType = (typeof BILLING_TYPES)[number];

/** The object stored (JSON-encoded) in `user.billing_info`; `type` picks the variant. */
export const BillingSchema = v.variant('type', [CompanyBillingSchema, PersonalBillingSchema], 'validation.required');
export type Billing = v.InferOutput<typeof BillingSchema>;
export type BillingInput = v.InferInput<typeof BillingSchema>;

/** The billing data saved in a profile, or null when none (or nothing readable) is there. */
export function parseBillingInfo(billingInfo: string | null | undefined): Billing | null {
  if (!billingInfo) return null;
  let value: unknown;
  try {
    value = JSON.parse(billingInfo);
  } catch {
    return null;
  }
  const result = v.safeParse(BillingSchema, value);
  return result.success ? result.output : null;
}

/** Body of `POST /app/getdatafromgus` (marketplace base). */
export const CompanyLookupRequestSchema = v.object({
  /** The NIP to look up; separators are allowed and dropped. */
  nip: NipSchema,
});
export type CompanyLookupRequest = v.InferInput<typeof CompanyLookupRequestSchema>;

/**
 * Answer of `POST /app/getdatafromgus`: the company's billing fields as the registry has them,
 * ready to fill the company form (strings, not re-validated: the user reviews them before saving).
 */
export const CompanyLookupResponseSchema = v.object({
  /** Always `company`: the registry only knows businesses. */
  type: v.literal('company'),
  /** Registered name. */
  name: v.string(),
  /** 10 digits. */
  nip: v.string(),
  /** Street with building (and flat) number; may be empty for a village address. */
  street: v.string(),
  /** `XX-XXX`. */
  postalCode: v.string(),
  /** Post town. */
  city: v.string(),
  /** Country name, `Polska` for the national registry. */
  country: v.string(),
  /** REGON statistical number when the registry gave one. */
  regon: v.nullable(v.string()),
});
export type CompanyLookupResponse = v.InferOutput<typeof CompanyLookupResponseSchema>;
