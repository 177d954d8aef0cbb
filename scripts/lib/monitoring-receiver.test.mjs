import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import { parseEnvelope, startMonitoringReceiver } from './monitoring-receiver.mjs';

const event = { event_id: 'a1', exception: { values: [{ type: 'Error', value: 'boom' }] }, tags: { language: 'pl' } };
const recording = Buffer.from([0x00, 0x0a, 0xff, 0x7b]);
const envelope = Buffer.concat([
  Buffer.from(`${JSON.stringify({ event_id: 'a1', trace: { trace_id: 'abc' } })}\n`),
  Buffer.from(`${JSON.stringify({ type: 'event' })}\n${JSON.stringify(event)}\n`),
  // A binary payload with a newline inside: only the length tells where it ends.
  Buffer.from(`${JSON.stringify({ type: 'replay_recording', length: recording.length })}\n`),
  recording,
  Buffer.from(`\n${JSON.stringify({ type: 'transaction', length: 20 })}\n{"transaction":"/a"}`),
]);

describe('parseEnvelope', () => {
  it('reads items with and without a length, JSON and binary', () => {
    const { header, items } = parseEnvelope(envelope);
    assert.deepEqual(header.trace, { trace_id: 'abc' });
    assert.deepEqual(
      items.map((item) => item.type),
      ['event', 'replay_recording', 'transaction'],
    );
    assert.deepEqual(items[0]?.payload, event);
    assert.equal(items[1]?.bytes, 4);
    assert.deepEqual(items[2]?.payload, { transaction: '/a' });
  });
});

describe('startMonitoringReceiver', () => {
  it('accepts gzip envelopes at the DSN’s endpoint and lists them', async () => {
    const receiver = await startMonitoringReceiver();
    try {
      const dsn = new URL(receiver.dsn);
      const waiting = receiver.waitFor('event', (payload) => payload.tags?.language === 'pl', 2000);
      const response = await fetch(`${dsn.origin}/api${dsn.pathname}/envelope/?sentry_key=${dsn.username}`, {
        method: 'POST',
        headers: { 'Content-Encoding': 'gzip' },
        body: gzipSync(envelope),
      });
      assert.equal(response.status, 200);
      assert.equal((await waiting).type, 'event');
      const summary = await (await fetch(receiver.url)).json();
      assert.deepEqual(summary[0], {
        receivedAt: summary[0].receivedAt,
        type: 'event',
        title: 'Error: boom',
        tags: { language: 'pl' },
        traceId: 'abc',
      });
      await assert.rejects(
        receiver.waitFor('event', () => false, 50),
        /no event reached/,
      );
    } finally {
      await receiver.close();
    }
  });
});

describe('a long-running receiver', () => {
  const send = (receiver, traceId) => {
    const dsn = new URL(receiver.dsn);
    const body = `${JSON.stringify({ trace: { trace_id: traceId } })}\n${JSON.stringify({ type: 'transaction' })}\n{"transaction":"GET /health"}`;
    return fetch(`${dsn.origin}/api${dsn.pathname}/envelope/`, { method: 'POST', body });
  };

  it('keeps only the newest envelopes and lists one trace when asked', async () => {
    const receiver = await startMonitoringReceiver({ maxEnvelopes: 2 });
    try {
      for (const traceId of ['t1', 't2', 't3']) assert.equal((await send(receiver, traceId)).status, 200);
      assert.deepEqual(
        receiver.envelopes().map((kept) => kept.header.trace?.trace_id),
        ['t2', 't3'],
      );
      const oneTrace = await (await fetch(`${receiver.url}/envelopes?trace_id=t3`)).json();
      assert.deepEqual(
        oneTrace.map((kept) => kept.header.trace.trace_id),
        ['t3'],
      );
    } finally {
      await receiver.close();
    }
  });
});
