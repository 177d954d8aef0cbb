#!/usr/bin/env node
// Serves one built app (host or remote) the way production does: precompressed files,
// cache headers that let hashed chunks live forever while entry files always revalidate,
// the runtime config read fresh on each request, and security headers for documents.
//
//   node scripts/serve-static.mjs --dir host/dist --port 3000 [--port-env PORT_HOST]
//        [--spa] [--config host/config.json] [--cors] [--host 127.0.0.1]
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import sirv from 'sirv';

const { values: args } = parseArgs({
  options: {
    dir: { type: 'string' },
    port: { type: 'string' },
    'port-env': { type: 'string' },
    spa: { type: 'boolean', default: false },
    config: { type: 'string' },
    cors: { type: 'boolean', default: false },
    host: { type: 'string', default: '127.0.0.1' },
  },
});

function fail(message) {
  console.error(`serve-static: ${message}`);
  process.exit(2);
}

if (!args.dir) fail('--dir <folder> is required');
const dir = resolve(args.dir);
if (!existsSync(dir)) fail(`${dir} does not exist; build the app first`);
const portText = (args['port-env'] && process.env[args['port-env']]) || args.port;
const port = Number(portText);
if (!Number.isInteger(port) || port <= 0 || port > 65535) fail(`invalid port "${portText ?? ''}"`);
// Local serving only: the production deployment puts these files behind a real web server or CDN.
if (!['127.0.0.1', 'localhost'].includes(args.host)) fail('--host must be 127.0.0.1 or localhost');

/** Without --config, a config.json built into the folder is the runtime config. */
const configPath = args.config ? resolve(args.config) : existsSync(resolve(dir, 'config.json')) ? resolve(dir, 'config.json') : undefined;
if (args.config && !existsSync(configPath)) fail(`config ${configPath} does not exist`);

const HASHED = /\.[0-9a-f]{8,}\.(?:js|css|woff2?|png|svg|jpg|webp)$/;

function readConfig() {
  if (!configPath) return undefined;
  try {
    return JSON.parse(readFileSync(configPath, 'utf8'));
  } catch {
    return undefined;
  }
}

function originOf(url) {
  try {
    const parsed = new URL(url);
    return /^https?:$/.test(parsed.protocol) ? parsed.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The CSP sources of the inline scripts in the folder's documents (a paint-first document's loader,
 * decision 037): production lists the same hash in CONTENT_SECURITY_POLICY (docker-compose.yml).
 * Hashed again only when a document changed (a rebuild is served without a restart).
 */
let inlineScripts = { signature: '', sources: [] };
function inlineScriptSources() {
  const documents = readdirSync(dir).filter((file) => file.endsWith('.html'));
  const signature = documents.map((file) => `${file}:${statSync(join(dir, file)).mtimeMs}`).join('|');
  if (signature !== inlineScripts.signature) {
    const sources = documents
      .flatMap((file) => [...readFileSync(join(dir, file), 'utf8').matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([^<]+)<\/script>/g)])
      .map(([, code]) => `'sha256-${createHash('sha256').update(code).digest('base64')}'`);
    inlineScripts = { signature, sources: [...new Set(sources)] };
  }
  return inlineScripts.sources;
}

/**
 * The document's Content-Security-Policy, built from the runtime config so that it names
 * exactly the API and the remotes in use. No `frame-ancestors`: the app shows its own
 * frame guard (a message and an "open in a new tab" button) instead of a blank frame.
 */
function contentSecurityPolicy(config) {
  const remotes = Object.values(config?.remotes ?? {})
    .map(originOf)
    .filter(Boolean);
  const api = originOf(config?.apiUrl);
  // A local API also answers as 127.0.0.1, its default public origin (PUBLIC_API_URL), which is
  // where statistics share cards (/s/{token}/card.svg) live; the account page shows them.
  const apiLoopback = api?.startsWith('http://localhost:') ? api.replace('//localhost:', '//127.0.0.1:') : undefined;
  const sentry = config?.monitoring?.sentryDsn ? originOf(config.monitoring.sentryDsn) : undefined;
  const analytics = config?.monitoring?.analyticsKey ? ['https://www.clarity.ms', 'https://*.clarity.ms'] : [];
  const list = (...items) => [...new Set(items.flat().filter(Boolean))].join(' ');
  return [
    `default-src 'self'`,
    // 'wasm-unsafe-eval' lets WebAssembly compile (the kiosk camera's ZXing decoder, served from
    // the kiosk's own origin); JavaScript eval stays refused.
    `script-src ${list("'self'", "'wasm-unsafe-eval'", inlineScriptSources(), remotes, analytics)}`,
    `connect-src ${list("'self'", api, remotes, sentry, analytics)}`,
    `img-src ${list("'self'", 'data:', 'blob:', api, apiLoopback, remotes, analytics)}`,
    // styled-components injects its rules into <style> elements at run time.
    `style-src 'self' 'unsafe-inline'`,
    `font-src ${list("'self'", 'data:', remotes)}`,
    // Session replay compresses in a worker created from a blob URL.
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `form-action 'self'`,
  ].join('; ');
}

function setCommonHeaders(res) {
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
  res.setHeader('Permissions-Policy', 'camera=(self), microphone=(), geolocation=(), payment=()');
  if (args.cors) {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  }
}

function setCacheHeaders(res, pathname) {
  res.setHeader('Cache-Control', HASHED.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache');
}

const assets = sirv(dir, {
  dev: true, // look files up per request, so a rebuilt app is served without a restart
  etag: true,
  gzip: true,
  brotli: true,
  single: args.spa,
  setHeaders(res, pathname) {
    setCacheHeaders(res, pathname);
    if (/\.html?$/.test(pathname) || !/\.[a-z0-9]+$/i.test(pathname)) {
      const config = readConfig();
      if (config) res.setHeader('Content-Security-Policy', contentSecurityPolicy(config));
    }
  },
});

const server = createServer((req, res) => {
  setCommonHeaders(res);
  const { pathname } = new URL(req.url ?? '/', 'http://localhost');
  if (req.method === 'OPTIONS' && args.cors) {
    res.setHeader('Access-Control-Allow-Methods', 'GET, HEAD, OPTIONS');
    res.writeHead(204).end();
    return;
  }
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.writeHead(405, { Allow: 'GET, HEAD' }).end();
    return;
  }
  if (pathname === '/config.json' && configPath) {
    // Read per request: editing the file moves or rolls back a remote without a restart.
    let body;
    try {
      body = readFileSync(configPath);
    } catch {
      res.writeHead(500, { 'Content-Type': 'text/plain' }).end('config unreadable');
      return;
    }
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  assets(req, res, () => {
    res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache' }).end('Not found');
  });
});

server.listen(port, args.host, () => {
  console.log(`Serving ${dir} at http://${args.host}:${port}${configPath ? ` (config ${configPath})` : ''}`);
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    // Keep-alive sockets would hold the server open; leave after a short grace period.
    setTimeout(() => process.exit(0), 1000).unref();
  });
}
