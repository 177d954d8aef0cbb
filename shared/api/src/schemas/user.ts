import * as v from 'valibot';
import { IdSchema } from './bounds';
import { BillingSchema } from './billing';
import { personNameSchema } from './person-name';

const Id = IdSchema;

export const UserVenueProfileSchema = v.object({
  id: Id,
  venue_id: Id,
  is_owner: v.boolean(),
  is_active: v.boolean(),
});
export type UserVenueProfile = v.InferOutput<typeof UserVenueProfileSchema>;

export const TrainerVenueProfileSchema = v.object({
  id: Id,
  venue_id: Id,
  status: v.picklist(['pending', 'accepted']),
  visibility: v.picklist(['visible', 'hidden']),
  comment: v.nullable(v.string()),
});
export type TrainerVenueProfile = v.InferOutput<typeof TrainerVenueProfileSchema>;

/** Self-rated game level: 0 beginner … 6 professional. */
export const GameLevelSchema = v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(6));

export const UserSportSkillSchema = v.object({
  id: Id,
  sport_type_id: Id,
  level: GameLevelSchema,
});
export type UserSportSkill = v.InferOutput<typeof UserSportSkillSchema>;

export const GENDERS = ['male', 'female', 'not_defined'] as const;

export const ChildSchema = v.object({
  id: Id,
  venue_id: Id,
  first_name: v.string(),
  last_name: v.string(),
  /** Calendar date `YYYY-MM-DD`. */
  birth_date: v.pipe(v.string(), v.isoDate()),
  gender: v.picklist(GENDERS),
});
export type Child = v.InferOutput<typeof ChildSchema>;

export const UserSchema = v.object({
  id: Id,
  first_name: v.string(),
  last_name: v.string(),
  email: v.string(),
  /** E.164, e.g. `+48500000999`; never changes after sign-up. */
  phone_number: v.string(),
  is_active: v.boolean(),
  phone_verified: v.boolean(),
  email_verified: v.boolean(),
  marketing_consent: v.boolean(),
  is_deleted: v.boolean(),
  user_venue_profiles: v.array(UserVenueProfileSchema),
  trainer_venue_profiles: v.array(TrainerVenueProfileSchema),
  user_sport_skill: v.array(UserSportSkillSchema),
  /** Billing data as a JSON string, or null when none was saved. */
  billing_info: v.nullable(v.string()),
  children: v.array(ChildSchema),
});
export type User = v.InferOutput<typeof UserSchema>;

/** Registration is complete once the user has a first name, a last name and an e-mail. */
export function isRegistrationComplete(user: Pick<User, 'first_name' | 'last_name' | 'email'>): boolean {
  return user.first_name.trim() !== '' && user.last_name.trim() !== '' && user.email.trim() !== '';
}

const PersonName = personNameSchema(2);

export const EmailSchema = v.pipe(
  v.string('validation.required'),
  v.trim(),
  v.nonEmpty('validation.required'),
  v.maxLength(254, 'validation.maxLength'),
  v.email('validation.email'),
);

function parseJsonObject(text: string): unknown {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : INVALID_JSON;
  } catch {
    return INVALID_JSON;
  }
}
const INVALID_JSON = Symbol('invalid JSON');

/**
 * Billing data travels as a JSON object encoded in a string; the object must pass BillingSchema
 * (field errors arrive as `billing_info.nip`, `billing_info.postalCode`, …). The output is the
 * normalized JSON (trimmed fields, NIP digits only).
 */
export const BillingInfoSchema = v.nullable(
  v.pipe(
    v.string('validation.invalid'),
    v.maxLength(4000, 'validation.maxLength'),
    v.transform(parseJsonObject),
    v.check((value) => value !== INVALID_JSON, 'validation.invalid'),
    BillingSchema,
    v.transform((billing) => JSON.stringify(billing)),
  ),
);

/**
 * Profile update. The phone number can never be changed here: sending any phone field is
 * rejected with `validation.readOnly` rather than silently dropped, so a client bug shows up.
 */
export const UpdateUserRequestSchema = v.object({
  first_name: v.optional(PersonName),
  last_name: v.optional(PersonName),
  email: v.optional(EmailSchema),
  marketing_consent: v.optional(v.boolean('validation.invalid')),
  is_active: v.literal(true, 'validation.invalid'),
  billing_info: v.optional(BillingInfoSchema),
  phone_number: v.optional(v.never('validation.readOnly')),
  phone_number_without_country_code: v.optional(v.never('validation.readOnly')),
  country_code: v.optional(v.never('validation.readOnly')),
});
export type UpdateUserRequest = v.InferInput<typeof UpdateUserRequestSchema>;
