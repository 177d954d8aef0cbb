import * as v from 'valibot';
import { RuntimeConfigSchema, type RuntimeConfig } from '@venue/api';

export type RuntimeConfigResult =
  | { readonly ok: true; readonly config: RuntimeConfig }
  | { readonly ok: false; readonly reason: 'unreachable' | 'invalid'; readonly detail: string };

/** Validates the fetched document against the shared schema. */
export async function readRuntimeConfig(pending: Promise<unknown>): Promise<RuntimeConfigResult> {
  let document: unknown;
  try {
    document = await pending;
  } catch (error) {
    return { ok: false, reason: 'unreachable', detail: error instanceof Error ? error.message : String(error) };
  }
  const result = v.safeParse(RuntimeConfigSchema, document);
  if (!result.success) {
    const detail = result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ');
    return { ok: false, reason: 'invalid', detail };
  }
  return { ok: true, config: result.output };
}
