// Types of monitoring-receiver.mjs for the TypeScript callers (backend tests, e2e).
/** The fields of an event, transaction or replay event the tests read. */
export interface ItemPayload {
  [key: string]: unknown;
  event_id?: string;
  type?: string;
  transaction?: string;
  environment?: string;
  release?: string;
  message?: string;
  tags?: Record<string, string>;
  contexts?: { [name: string]: unknown; trace?: { trace_id?: string; span_id?: string; parent_span_id?: string; op?: string } };
  exception?: { values?: { type?: string; value?: string }[] };
  request?: { url?: string; method?: string; headers?: Record<string, string>; data?: unknown };
  breadcrumbs?: unknown[];
  spans?: { op?: string; description?: string }[];
  replay_id?: string;
}
export interface EnvelopeItem {
  type: string;
  header: Record<string, unknown>;
  /** The parsed JSON of the item; null for binary items (replay recordings). */
  payload: ItemPayload | null;
  bytes: number;
}
export interface Envelope {
  receivedAt: string;
  header: { [key: string]: unknown; trace?: { trace_id?: string } };
  items: EnvelopeItem[];
}
export interface MonitoringReceiver {
  url: string;
  dsn: string;
  envelopes(): Envelope[];
  items(type?: string): EnvelopeItem[];
  waitFor(type: string, match?: (payload: ItemPayload, item: EnvelopeItem) => boolean, timeoutMs?: number): Promise<EnvelopeItem>;
  clear(): void;
  close(): Promise<void>;
}
export function parseEnvelope(body: Buffer): Omit<Envelope, 'receivedAt'>;
export function traceIdOf(envelope: Omit<Envelope, 'receivedAt'>): string | undefined;
export function summarise(envelope: Envelope): Record<string, unknown>[];
export function startMonitoringReceiver(options?: {
  port?: number;
  host?: string;
  publicHost?: string;
  log?: (line: string) => void;
  /** How many envelopes it keeps, the oldest dropped first (2000 by default). */
  maxEnvelopes?: number;
}): Promise<MonitoringReceiver>;
