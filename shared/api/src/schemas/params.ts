import * as v from 'valibot';
import { IdParamSchema } from './bounds';

export const IdParamsSchema = v.object({ id: IdParamSchema });
export type IdParams = v.InferOutput<typeof IdParamsSchema>;
