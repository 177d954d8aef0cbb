// What the stack's API reported to its monitoring receiver (started by the global setup, in
// another process than the tests): read over HTTP, one trace at a time.
import type { Envelope, EnvelopeItem } from '../../scripts/lib/monitoring-receiver.mjs';
import { apiMonitoringReceiverUrl } from './env.ts';

/** The API's envelopes (transactions, errors) of one trace, as received so far. */
export async function apiEnvelopesOfTrace(traceId: string): Promise<Envelope[]> {
  const response = await fetch(`${apiMonitoringReceiverUrl}/envelopes?trace_id=${encodeURIComponent(traceId)}`);
  if (!response.ok) throw new Error(`the API's monitoring receiver answered ${response.status}`);
  return (await response.json()) as Envelope[];
}

/** The API's transactions of one trace. */
export async function apiTransactionsOfTrace(traceId: string): Promise<EnvelopeItem[]> {
  return (await apiEnvelopesOfTrace(traceId)).flatMap((envelope) => envelope.items.filter((item) => item.type === 'transaction'));
}
