/**
 * Failures that mean "the database is overloaded right now", not "this request is wrong": the
 * request may succeed unchanged a moment later, so it is answered 503 with Retry-After, not 500.
 *
 * pg's pool reports its timeouts only as plain Errors, so their messages are the one stable sign
 * (pg-pool 3: waiting for a free client, and opening a new one, took longer than
 * `connectionTimeoutMillis`). Drizzle wraps driver errors (`DrizzleQueryError`), hence the walk
 * down `cause`.
 */
const POOL_TIMEOUT_MESSAGES = new Set(['timeout exceeded when trying to connect', 'Connection terminated due to connection timeout']);

/** SQLSTATE too_many_connections: the server (or a pooler in front of it) has no slot left. */
const TOO_MANY_CONNECTIONS = '53300';

/** Enough for every wrapping seen (Drizzle → pg → socket); a cycle of causes cannot loop. */
const MAX_CAUSE_DEPTH = 5;

export function isDatabaseBusy(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current instanceof Error; depth += 1) {
    if (POOL_TIMEOUT_MESSAGES.has(current.message)) return true;
    if ((current as Error & { code?: unknown }).code === TOO_MANY_CONNECTIONS) return true;
    current = current.cause;
  }
  return false;
}
