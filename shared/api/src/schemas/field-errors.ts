import * as v from 'valibot';
import type { FieldError, FieldErrors } from './errors';

/** Where an issue about the whole input (not one field) is reported. */
export const FORM_ERROR_PATH = '_form';

const PARAM_NAME_BY_ISSUE_TYPE: Record<string, string> = {
  min_length: 'min',
  max_length: 'max',
  length: 'length',
  min_value: 'min',
  max_value: 'max',
  min_words: 'min',
  max_words: 'max',
};

function isMissing(input: unknown): boolean {
  return input === undefined || input === null || input === '';
}

function toFieldError(issue: v.BaseIssue<unknown>): FieldError {
  // Schemas carry i18n keys as messages (`validation.*`, or `<app>:validation.*` for a message one
  // app alone shows); valibot's own English texts mean no key was chosen.
  const key = /^([a-z]+:)?validation\./.test(issue.message)
    ? issue.message
    : isMissing(issue.input)
      ? 'validation.required'
      : 'validation.invalid';
  const paramName = PARAM_NAME_BY_ISSUE_TYPE[issue.type];
  const requirement: unknown = issue.requirement;
  if (paramName && (typeof requirement === 'number' || typeof requirement === 'string')) {
    return { key, params: { [paramName]: requirement } };
  }
  return { key };
}

/** Turns valibot issues into the `fieldErrors` map of an error body: the first issue per path wins. */
export function issuesToFieldErrors(issues: readonly v.BaseIssue<unknown>[]): FieldErrors {
  const fieldErrors: FieldErrors = {};
  for (const issue of issues) {
    const path = v.getDotPath(issue) ?? FORM_ERROR_PATH;
    if (!(path in fieldErrors)) fieldErrors[path] = toFieldError(issue);
  }
  return fieldErrors;
}
