import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Database, NotificationListener } from '../../db/database.js';
import { BusyCache, VENUE_AVAILABILITY_CHANNEL, type BusyRow } from './busy-cache.js';

/** A database with nothing but notifications, driven by the test. */
function fakeDatabase() {
  let listener: NotificationListener | undefined;
  const state = { pending: false, deliveries: 0 };
  const database = {
    listen(channel: string, given: NotificationListener) {
      assert.equal(channel, VENUE_AVAILABILITY_CHANNEL);
      listener = given;
    },
    get notificationsPending() {
      return state.pending;
    },
    async notificationsDelivered() {
      state.deliveries += 1;
      state.pending = false;
    },
  } as unknown as Database;
  const heard = () => {
    assert.ok(listener, 'the cache listens');
    return listener;
  };
  return { database, state, live: (live: boolean) => heard().live(live), notify: (payload: string) => heard().message(payload) };
}

/** A loader that counts its calls and answers a new row list each time. */
function loader() {
  let calls = 0;
  return {
    load: async (): Promise<BusyRow[]> => {
      calls += 1;
      return [{ o: 1, s: calls, e: calls + 1 }];
    },
    calls: () => calls,
  };
}

const MAX_AGE = 1_000;

describe('busy-row cache', () => {
  it('keeps a venue-day until its venue is notified; other venues do not drop it', async () => {
    const fake = fakeDatabase();
    const cache = new BusyCache(fake.database, () => 0);
    fake.live(true);
    const rows = loader();
    const first = await cache.read(1, '1|a', MAX_AGE, rows.load);
    assert.equal(await cache.read(1, '1|a', MAX_AGE, rows.load), first);
    fake.notify('2');
    assert.equal(await cache.read(1, '1|a', MAX_AGE, rows.load), first);
    assert.equal(rows.calls(), 1);
    fake.notify('1');
    assert.notEqual(await cache.read(1, '1|a', MAX_AGE, rows.load), first);
    assert.equal(rows.calls(), 2);
  });

  it("drops everything on '*' (a table emptied)", async () => {
    const fake = fakeDatabase();
    const cache = new BusyCache(fake.database, () => 0);
    fake.live(true);
    const rows = loader();
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    await cache.read(2, '2|a', MAX_AGE, rows.load);
    fake.notify('*');
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    await cache.read(2, '2|a', MAX_AGE, rows.load);
    assert.equal(rows.calls(), 4);
  });

  it('does not keep rows read while a change of their venue was heard', async () => {
    const fake = fakeDatabase();
    const cache = new BusyCache(fake.database, () => 0);
    fake.live(true);
    let calls = 0;
    const racing = async (): Promise<BusyRow[]> => {
      calls += 1;
      // The booking commits while this read runs: whether the rows have it is unknown.
      if (calls === 1) fake.notify('1');
      return [];
    };
    await cache.read(1, '1|a', MAX_AGE, racing);
    await cache.read(1, '1|a', MAX_AGE, racing);
    assert.equal(calls, 2);
    await cache.read(1, '1|a', MAX_AGE, racing);
    assert.equal(calls, 2);
  });

  it('caches nothing while notifications may be missed, and starts afresh when they flow again', async () => {
    const fake = fakeDatabase();
    const cache = new BusyCache(fake.database, () => 0);
    const rows = loader();
    // Not listening yet.
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    assert.equal(rows.calls(), 2);
    fake.live(true);
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    assert.equal(rows.calls(), 3);
    fake.live(false);
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    assert.equal(rows.calls(), 5);
    // Back: what was cached before the gap is not trusted.
    fake.live(true);
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    assert.equal(rows.calls(), 6);
  });

  it('reads again after the age limit whatever the notifications say, and not at all with a limit of 0', async () => {
    const fake = fakeDatabase();
    let now = 0;
    const cache = new BusyCache(fake.database, () => now);
    fake.live(true);
    const rows = loader();
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    now = MAX_AGE - 1;
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    assert.equal(rows.calls(), 1);
    now = MAX_AGE;
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    assert.equal(rows.calls(), 2);
    await cache.read(1, '1|a', 0, rows.load);
    await cache.read(1, '1|a', 0, rows.load);
    assert.equal(rows.calls(), 4);
  });

  it("waits for this process's own writes to be delivered before answering from memory", async () => {
    const fake = fakeDatabase();
    const cache = new BusyCache(fake.database, () => 0);
    fake.live(true);
    const rows = loader();
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    // A write of this process committed; its notification is delivered by the barrier.
    fake.state.pending = true;
    const delivered = fake.database.notificationsDelivered.bind(fake.database);
    fake.database.notificationsDelivered = async () => {
      fake.notify('1');
      await delivered();
    };
    await cache.read(1, '1|a', MAX_AGE, rows.load);
    assert.equal(fake.state.deliveries, 1);
    assert.equal(rows.calls(), 2);
  });

  it('lets concurrent misses of one key share a query', async () => {
    const fake = fakeDatabase();
    const cache = new BusyCache(fake.database, () => 0);
    fake.live(true);
    const rows = loader();
    const answers = await Promise.all([1, 2, 3].map(() => cache.read(1, '1|a', MAX_AGE, rows.load)));
    assert.equal(rows.calls(), 1);
    assert.ok(answers.every((answer) => answer === answers[0]));
  });
});
