import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { VenueAvailability, VenueDetail } from '@venue/api';
import { buildTestApp, type TestApp } from '../testing/test-app.js';
import { useTestDatabase } from '../testing/test-database.js';
import { COMPRESSION_THRESHOLD_BYTES, compressedOnce } from './compression.js';

const DAY = '/api/marketplace/venue/get_object_availabilities/1?date=2030-06-03';
const VENUE = '/api/marketplace/venue/1';

describe('compressed answers', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it("sends a day's availability as Brotli when the client takes it, and the same JSON", async () => {
    const plain = await get(DAY);
    assert.equal(plain.statusCode, 200);
    assert.equal(plain.headers['content-encoding'], undefined, 'no Accept-Encoding: sent as is');
    assert.ok(plain.rawPayload.length > COMPRESSION_THRESHOLD_BYTES);

    const br = await get(DAY, 'gzip, deflate, br');
    assert.equal(br.statusCode, 200);
    assert.equal(br.headers['content-encoding'], 'br');
    assert.match(String(br.headers.vary), /accept-encoding/i);
    assert.match(String(br.headers['content-type']), /^application\/json/);
    const decoded = brotliDecompressSync(br.rawPayload);
    assert.deepEqual(JSON.parse(decoded.toString('utf8')) as VenueAvailability, plain.json());
    // Availability JSON repeats its keys slot after slot: it shrinks several times over.
    assert.ok(br.rawPayload.length * 4 < plain.rawPayload.length, `${br.rawPayload.length} of ${plain.rawPayload.length} bytes`);
    console.log(`# day availability: ${plain.rawPayload.length} B plain, ${br.rawPayload.length} B br`);
  });

  it('falls back to gzip for a client without Brotli', async () => {
    const plain = await get(VENUE);
    const gz = await get(VENUE, 'gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')) as VenueDetail, plain.json());
    assert.ok(gz.rawPayload.length * 2 < plain.rawPayload.length, `${gz.rawPayload.length} of ${plain.rawPayload.length} bytes`);
    console.log(`# venue: ${plain.rawPayload.length} B plain, ${gz.rawPayload.length} B gzip`);
  });

  it('leaves answers under the threshold and unknown encodings alone', async () => {
    const small = await get('/api/marketplace/venue/999999', 'br');
    assert.equal(small.statusCode, 404);
    assert.ok(small.rawPayload.length < COMPRESSION_THRESHOLD_BYTES);
    assert.equal(small.headers['content-encoding'], undefined);
    const identity = await get(DAY, 'identity');
    assert.equal(identity.headers['content-encoding'], undefined);
  });

  it('compresses an unchanged day once: the same bytes come back, under every way of asking', async () => {
    const plain = await get(DAY);
    const first = await get(DAY, 'gzip, deflate, br');
    const again = await get(DAY, 'br');
    assert.equal(again.headers['content-encoding'], 'br');
    assert.deepEqual(again.rawPayload, first.rawPayload);
    // Lists with weights or a wildcard are left to the plugin's full negotiation.
    const weighted = await get(DAY, 'br;q=0.1, gzip');
    assert.equal(weighted.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(weighted.rawPayload).toString('utf8')) as VenueAvailability, plain.json());
    const gz = await get(DAY, 'x-gzip');
    assert.equal(gz.headers['content-encoding'], 'gzip');
    assert.match(String(gz.headers.vary), /accept-encoding/i);
    assert.deepEqual(JSON.parse(gunzipSync(gz.rawPayload).toString('utf8')) as VenueAvailability, plain.json());
    const refused = await t.app.inject({ method: 'GET', url: DAY, headers: { 'accept-encoding': 'br', 'x-no-compression': '1' } });
    assert.equal(refused.headers['content-encoding'], undefined);
  });

  it('keeps one compressed copy per body and encoding', async () => {
    const body = Buffer.from(JSON.stringify({ slots: Array.from({ length: 200 }, (_, index) => ({ start_time: index })) }));
    const headers: Record<string, unknown> = {};
    const reply = {
      getHeader: (name: string) => headers[name],
      header: (name: string, value: unknown) => void (headers[name] = value),
    } as unknown as Parameters<typeof compressedOnce>[1];
    const request = (acceptEncoding: string) =>
      ({ headers: { 'accept-encoding': acceptEncoding } }) as Parameters<typeof compressedOnce>[0];
    const br = compressedOnce(request('br'), reply, body);
    assert.equal(compressedOnce(request('gzip, br'), reply, body), br, 'the very same Buffer: not compressed again');
    assert.equal(brotliDecompressSync(br).toString('utf8'), body.toString('utf8'));
    const gzip = compressedOnce(request('gzip'), reply, body);
    assert.notEqual(gzip, br);
    assert.equal(compressedOnce(request('gzip'), reply, body), gzip);
    assert.equal(compressedOnce(request('identity'), reply, body), body);
    const small = Buffer.from('{}');
    assert.equal(compressedOnce(request('br'), reply, small), small, 'under the threshold: sent as is');
  });
});
