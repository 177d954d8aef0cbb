import compress from '@fastify/compress';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Below this an answer fits one TCP segment either way; compressing it only costs CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers compressed by the client's Accept-Encoding: Brotli first, else gzip, above
 * `COMPRESSION_THRESHOLD_BYTES`. Brotli at quality 4 compresses JSON about as well as gzip's
 * default in less time than it (quality 11, the library's default, takes tens of milliseconds
 * for a day's availability); a phone on slow 4G waits for bytes, the API's CPU for neither.
 * The proxy in front (deploy/nginx) does not compress API answers again.
 */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } };
const GZIP_OPTIONS = { level: 6 };

export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
  });
}

type Encoding = 'br' | 'gzip';

/**
 * The encoding a plain `Accept-Encoding` list (no q-values, no `*`) gets from the plugin: Brotli
 * when listed, else gzip. Null for anything else, which the plugin negotiates in full.
 */
function plainEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  let br = false;
  let gzip = false;
  for (const part of header.toLowerCase().split(',')) {
    const token = part.trim();
    if (token.includes(';') || token === '*') return null;
    if (token === 'br') br = true;
    else if (token === 'gzip' || token === 'x-gzip') gzip = true;
  }
  return br ? 'br' : gzip ? 'gzip' : null;
}

const compressedBodies = new WeakMap<Buffer, Partial<Record<Encoding, Buffer>>>();

/**
 * `body` as the compression plugin would send it to this request, compressed once per Buffer: a
 * cached answer (availability hands out the same Buffer while the day is unchanged) is compressed
 * on its first request only. Brotli at quality 4 costs more than the rest of an availability
 * request together (about 0.3–1 ms for 26 KB). Sets the headers the plugin would; the plugin
 * then leaves the answer alone. Requests it cannot match exactly get `body` for the plugin to handle.
 */
export function compressedOnce(request: FastifyRequest, reply: FastifyReply, body: Buffer): Buffer {
  if (body.length < COMPRESSION_THRESHOLD_BYTES || request.headers['x-no-compression'] !== undefined) return body;
  const encoding = plainEncoding(request.headers['accept-encoding']);
  if (!encoding) return body;
  let variants = compressedBodies.get(body);
  if (!variants) {
    variants = {};
    compressedBodies.set(body, variants);
  }
  const compressed = (variants[encoding] ??= encoding === 'br' ? brotliCompressSync(body, BROTLI_OPTIONS) : gzipSync(body, GZIP_OPTIONS));
  const vary = reply.getHeader('vary');
  if (vary === undefined) reply.header('vary', 'accept-encoding');
  else if (!String(vary).toLowerCase().includes('accept-encoding')) reply.header('vary', `${String(vary)}, accept-encoding`);
  reply.header('content-encoding', encoding);
  return compressed;
}
