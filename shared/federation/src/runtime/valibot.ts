/**
 * What the suite shares under the name `valibot`: the schema functions the apps use, one copy
 * for the whole page. Every app validates with the shared schemas of @venue/api, so each remote
 * used to carry its own ~3 KB gzip of valibot next to the host's; now the host provides it and
 * a remote's first visit downloads none. valibot is stateless, so one copy serves every app.
 *
 * Adding a name here is a change to the shared contract: deploy the host first, then the remotes
 * that use it. `shared-surfaces.test.ts` fails when app code uses a name missing here.
 */
export {
  array,
  boolean,
  check,
  email,
  forward,
  getDotPath,
  integer,
  isoDate,
  isoTimestamp,
  literal,
  maxLength,
  maxValue,
  minLength,
  minValue,
  never,
  nonEmpty,
  nullable,
  number,
  object,
  optional,
  partialCheck,
  picklist,
  pipe,
  record,
  regex,
  safeParse,
  string,
  summarize,
  transform,
  trim,
  union,
  unknown,
  url,
  uuid,
  variant,
} from 'valibot';
