import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Below this an answer fits one TCP segment either way; compressing it only costs CPU. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Answers compressed by the client's Accept-Encoding: Brotli first, else gzip, above
 * `COMPRESSION_THRESHOLD_BYTES`. Brotli at quality 4 compresses JSON about as well as gzip's
 * default in less time than it (quality 11, the library's default, takes tens of milliseconds
 * for a day's availability); a phone on slow 4G waits for bytes, the API's CPU for neither.
 * The proxy in front (deploy/nginx) does not compress API answers again.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT } },
    zlibOptions: { level: 6 },
  });
}
