// The form's check, apart from the values the section builds, so the schemas (and the API
// package's account and user schema modules behind them) arrive with the lazy child form.
import { ChildRequestSchema, type ChildRequest } from '@venue/api/schemas/account';
import { check, type Checked } from '../../lib/field-errors';
import type { ChildValues } from './child-values';

export { GENDERS } from '@venue/api/schemas/user';

/** Checks the form with the schema the backend applies (required fields, birth date not in the future). */
export function toChildRequest(values: ChildValues): Checked<ChildRequest> {
  return check(ChildRequestSchema, {
    first_name: values.first_name,
    last_name: values.last_name,
    birth_date: values.birth_date,
    // Unchosen selects are sent as missing so the schema reports them as required.
    gender: values.gender === '' ? undefined : values.gender,
    venue_id: values.venue_id === '' ? undefined : Number(values.venue_id),
  });
}
