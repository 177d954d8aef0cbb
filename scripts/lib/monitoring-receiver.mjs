// A local stand-in for the error-reporting service: it accepts Sentry envelopes (errors,
// transactions, session replays) over HTTP and lists what arrived, so a developer, the e2e
// tests and the backend tests see monitoring work without an account anywhere.
// Dependency-free on purpose: it must start wherever node runs.
//
//   POST /api/<project>/envelope/   what the SDKs send (gzip or plain)
//   GET  /                          summary of every item received (JSON)
//   GET  /envelopes                 the envelopes in full (JSON); ?trace_id=<id> keeps one trace's
//   DELETE /envelopes               forget them
// It keeps the last `maxEnvelopes` only: the e2e stack's API reports every request of a whole run.
import { createServer } from 'node:http';
import { gunzipSync, inflateSync } from 'node:zlib';

const PUBLIC_KEY = 'local';
const PROJECT_ID = '1';

/**
 * @typedef {{ type: string, header: Record<string, unknown>, payload: unknown, bytes: number }} EnvelopeItem
 * @typedef {{ receivedAt: string, header: Record<string, unknown>, items: EnvelopeItem[] }} Envelope
 */

/**
 * Splits an envelope body: a header line, then per item a header line and a payload of
 * `length` bytes (or up to the next newline when the item header gives none).
 * @param {Buffer} body
 * @returns {{ header: Record<string, unknown>, items: EnvelopeItem[] }}
 */
export function parseEnvelope(body) {
  let offset = 0;
  const readLine = () => {
    const end = body.indexOf(0x0a, offset);
    const line = body.subarray(offset, end === -1 ? body.length : end);
    offset = end === -1 ? body.length : end + 1;
    return line;
  };
  const header = JSON.parse(readLine().toString('utf8') || '{}');
  const items = [];
  while (offset < body.length) {
    const headerLine = readLine().toString('utf8').trim();
    if (!headerLine) continue;
    const itemHeader = JSON.parse(headerLine);
    let payload;
    if (typeof itemHeader.length === 'number') {
      payload = body.subarray(offset, offset + itemHeader.length);
      offset += itemHeader.length;
      if (body[offset] === 0x0a) offset += 1;
    } else {
      payload = readLine();
    }
    items.push({ type: String(itemHeader.type), header: itemHeader, payload: decodePayload(payload), bytes: payload.length });
  }
  return { header, items };
}

/** JSON items are kept parsed; binary ones (replay recordings) only by size. */
function decodePayload(bytes) {
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

function decodeBody(raw, encoding) {
  if (encoding === 'gzip') return gunzipSync(raw);
  if (encoding === 'deflate') return inflateSync(raw);
  return raw;
}

/** One line per item for the summary page: what a developer looks for first. */
export function summarise(envelope) {
  return envelope.items.map((item) => {
    const payload = /** @type {Record<string, any>} */ (item.payload ?? {});
    const exception = payload.exception?.values?.[0];
    return {
      receivedAt: envelope.receivedAt,
      type: item.type,
      title:
        item.type === 'transaction'
          ? payload.transaction
          : item.type === 'span'
            ? (payload.items ?? []).map((span) => span.name).join(', ')
            : exception
              ? `${exception.type}: ${exception.value}`
              : (payload.message ?? payload.replay_id ?? `${item.bytes} bytes`),
      environment: payload.environment,
      release: payload.release,
      tags: payload.tags,
      traceId: payload.contexts?.trace?.trace_id ?? envelope.header.trace?.trace_id,
    };
  });
}

/** The trace an envelope belongs to: its header's, else its first item's trace context. */
export function traceIdOf(envelope) {
  const fromHeader = envelope.header.trace?.trace_id;
  if (fromHeader) return fromHeader;
  const payload = /** @type {Record<string, any>} */ (envelope.items[0]?.payload ?? {});
  return payload.contexts?.trace?.trace_id;
}

/**
 * Starts the receiver. `dsn` is what goes into the runtime config (host) or SENTRY_DSN (API).
 * @param {{ port?: number, host?: string, publicHost?: string, log?: (line: string) => void, maxEnvelopes?: number }} [options]
 */
export async function startMonitoringReceiver({ port = 0, host = '127.0.0.1', publicHost = host, log, maxEnvelopes = 2000 } = {}) {
  /** @type {Envelope[]} */
  const envelopes = [];
  /** @type {Set<() => void>} */
  const waiters = new Set();

  const server = createServer((req, res) => {
    // Browsers post from the app's origin; the SDK reads nothing back but the status.
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    const requestUrl = new URL(req.url ?? '/', 'http://receiver');
    const path = requestUrl.pathname;
    if (req.method === 'POST' && /^\/api\/[^/]+\/envelope\/?$/.test(path)) {
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        try {
          const body = decodeBody(Buffer.concat(chunks), req.headers['content-encoding']);
          const envelope = { receivedAt: new Date().toISOString(), ...parseEnvelope(body) };
          envelopes.push(envelope);
          // Oldest first out: memory stays bounded however long it runs.
          if (envelopes.length > maxEnvelopes) envelopes.splice(0, envelopes.length - maxEnvelopes);
          for (const line of summarise(envelope)) log?.(`[monitoring] ${line.type}: ${line.title ?? ''}`);
          for (const wake of waiters) wake();
          res.writeHead(200, { 'Content-Type': 'application/json' }).end('{}');
        } catch (error) {
          res.writeHead(400, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: String(error) }));
        }
      });
      return;
    }
    if (req.method === 'DELETE' && path === '/envelopes') {
      envelopes.length = 0;
      return void res.writeHead(204).end();
    }
    if (req.method === 'GET' && (path === '/' || path === '/envelopes')) {
      const traceId = requestUrl.searchParams.get('trace_id');
      const kept = traceId ? envelopes.filter((envelope) => traceIdOf(envelope) === traceId) : envelopes;
      const body = path === '/' ? kept.flatMap(summarise) : kept;
      return void res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(body, null, 2));
    }
    res.writeHead(404, { 'Content-Type': 'application/json' }).end('{"error":"not found"}');
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(undefined));
  });
  const address = server.address();
  const boundPort = typeof address === 'object' && address ? address.port : port;
  const url = `http://${publicHost}:${boundPort}`;

  /** Every item of the given type received so far. */
  const items = (type) => envelopes.flatMap((envelope) => envelope.items.filter((item) => !type || item.type === type));

  return {
    url,
    dsn: `http://${PUBLIC_KEY}@${publicHost}:${boundPort}/${PROJECT_ID}`,
    envelopes: () => [...envelopes],
    items,
    /** Resolves with the first item of `type` that `match` accepts, waiting for it up to `timeoutMs`. */
    waitFor(type, match = () => true, timeoutMs = 10_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = items(type).find((item) => match(item.payload ?? {}, item));
          if (!found) return false;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(
            new Error(
              `no ${type} reached the monitoring receiver in ${timeoutMs} ms (got ${
                items()
                  .map((i) => i.type)
                  .join(', ') || 'nothing'
              })`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      });
    },
    clear: () => void (envelopes.length = 0),
    close: () => new Promise((resolve) => server.close(() => resolve(undefined))),
  };
}

// `node scripts/lib/monitoring-receiver.mjs [port]`: run it alone (no top-level await: the
// backend's CommonJS tests require this module).
if (import.meta.url === `file://${process.argv[1]}`) {
  void startMonitoringReceiver({ port: Number(process.argv[2] ?? 4900), log: console.log }).then((receiver) => {
    console.log(`Monitoring receiver on ${receiver.url} — DSN ${receiver.dsn}`);
  });
}
