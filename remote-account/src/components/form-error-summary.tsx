import type { FormErrorSummaryProps } from '@venue/ui';
import { lazyPage } from '@venue/ui';

// The kit's summary appears only after a failed submit, so its code is fetched then; mounted
// late, it still takes the focus and is announced (it does both when it mounts).
const LazySummary = lazyPage<FormErrorSummaryProps>(() => import('@venue/ui').then((m) => m.FormErrorSummary), 'FormErrorSummary', null);

/** `FormErrorSummary` of @venue/ui, fetched when there is a first error to list. */
export function FormErrorSummary(props: FormErrorSummaryProps) {
  return props.errors.length === 0 ? null : <LazySummary {...props} />;
}
