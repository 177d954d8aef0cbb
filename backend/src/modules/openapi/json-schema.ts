import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';
import {
  CalendarDateSchema,
  EARLIEST_DAY,
  IdOrUuidParamSchema,
  IdParamSchema,
  IsoInstantSchema,
  LATEST_DAY,
  MAX_ID,
  MeOrIdParamSchema,
} from '@venue/api';

export type { JsonSchema };

type AnySchema = v.GenericSchema<unknown, unknown>;

const DIGITS_ID = '[1-9][0-9]{0,9}';
const UUID = '[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}';

/**
 * The shared bounded schemas end in `v.check()` functions, which no converter can read. They are
 * named definitions of the conversion (so every use becomes a `$ref` to a component) and their
 * documented form is written here once, so the document states the real bounds (and a client
 * generated from it validates the same way); `x-maximum` carries the ceiling of an id sent as text.
 */
const BOUNDED_DEFINITIONS = {
  IdParam: IdParamSchema,
  IdOrUuidParam: IdOrUuidParamSchema,
  MeOrIdParam: MeOrIdParamSchema,
  CalendarDate: CalendarDateSchema,
  IsoInstant: IsoInstantSchema,
} satisfies Record<string, AnySchema>;

export const BOUNDED_COMPONENTS: Record<keyof typeof BOUNDED_DEFINITIONS, JsonSchema> = {
  IdParam: { type: 'string', pattern: `^${DIGITS_ID}$`, description: `A numeric id, 1 … ${MAX_ID}`, 'x-maximum': MAX_ID } as JsonSchema,
  IdOrUuidParam: {
    type: 'string',
    pattern: `^(${DIGITS_ID}|${UUID})$`,
    description: `A numeric id (1 … ${MAX_ID}) or a uuid`,
    'x-maximum': MAX_ID,
  } as JsonSchema,
  MeOrIdParam: {
    type: 'string',
    pattern: `^(me|${DIGITS_ID})$`,
    description: `\`me\` or a numeric id, 1 … ${MAX_ID}`,
    'x-maximum': MAX_ID,
  } as JsonSchema,
  CalendarDate: { type: 'string', format: 'date', formatMinimum: EARLIEST_DAY, formatMaximum: LATEST_DAY } as JsonSchema,
  IsoInstant: {
    type: 'string',
    format: 'date-time',
    formatMinimum: `${EARLIEST_DAY}T00:00:00Z`,
    formatMaximum: `${LATEST_DAY}T23:59:59.999Z`,
  } as JsonSchema,
};

/**
 * Actions that only narrow a value in code (`check`, `custom` predicates, mutual field rules) or
 * reshape it after validation (`trim`, `transform`, …) have no JSON Schema form. They are left
 * out: the document describes what a client sends, slightly looser than the server, which stays
 * the judge (a 400 VALIDATION_FAILED names the field).
 */
const CODE_ONLY_ACTIONS = new Set([
  'check',
  'partial_check',
  'forward',
  'raw_check',
  'raw_transform',
  'transform',
  'trim',
  'trim_start',
  'trim_end',
  'to_lower_case',
  'to_upper_case',
  'normalize',
  'brand',
  'readonly',
]);

/**
 * A valibot schema as JSON Schema 2020-12 (the dialect of OpenAPI 3.1), of the input a client
 * sends (`typeMode: 'input'` stops before transformations). Anything else unconvertible throws,
 * so a new kind of schema fails the document's test instead of being documented wrongly.
 */
export function toOpenApiSchema(schema: AnySchema): JsonSchema {
  const json = toJsonSchema(schema, {
    target: 'draft-2020-12',
    typeMode: 'input',
    errorMode: 'throw',
    definitions: BOUNDED_DEFINITIONS,
    overrideRef: ({ referenceId }) => `#/components/schemas/${referenceId}`,
    overrideAction: ({ valibotAction, jsonSchema }) => {
      if (CODE_ONLY_ACTIONS.has(valibotAction.type)) return jsonSchema;
      // JSON Schema patterns are read with Unicode semantics already, so `/…/u` (`\p{L}` in a
      // name) is the same pattern there; any other flag has no JSON Schema form and still throws.
      if (valibotAction.type === 'regex' && 'requirement' in valibotAction && valibotAction.requirement instanceof RegExp) {
        const { flags, source } = valibotAction.requirement;
        if (flags === 'u') return { ...jsonSchema, pattern: source };
      }
      return null;
    },
  });
  // The definitions' own conversion (without their checks) is replaced by BOUNDED_COMPONENTS.
  const { $schema: _dialect, $defs: _definitions, ...rest } = json;
  return rest;
}
