// Where the PostgreSQL test suite runs, and whether a server answers there.
import { Socket } from 'node:net';

export const DEFAULT_TEST_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export function testDatabaseUrl(env = process.env) {
  return env.TEST_DATABASE_URL || env.DATABASE_URL || DEFAULT_TEST_DATABASE_URL;
}

/** The URL without its password, for logs and the marker file. */
export function redactUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return '(unparsable URL)';
  }
}

/** True when something accepts TCP connections at the URL's host and port. */
export function isReachable(url, timeoutMs = 2000) {
  let host;
  let port;
  try {
    const parsed = new URL(url);
    host = parsed.hostname || '127.0.0.1';
    port = Number(parsed.port || 5432);
  } catch {
    return Promise.resolve(false);
  }
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}
