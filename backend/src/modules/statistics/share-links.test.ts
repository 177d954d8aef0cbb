import assert from 'node:assert/strict';
import { before, beforeEach, describe, it } from 'node:test';
import * as v from 'valibot';
import { SHARE_LINK_MAX_ACTIVE, ShareCardSchema, ShareLinkListSchema, ShareLinkSchema, type ShareCard, type ShareLink } from '@venue/api';
import { createSession } from '../auth/session-service.js';
import { bearer } from '../../testing/auth-helpers.js';
import { createUser } from '../../testing/class-helpers.js';
import { addPlay, courtsBySport } from '../../testing/statistics-helpers.js';
import { buildTestApp, call, type TestApp } from '../../testing/test-app.js';
import { useTestDatabase } from '../../testing/test-database.js';
import { anonymizeAccount } from '../account-deletion/deletion-service.js';

const NOW = new Date('2030-04-15T10:00:00.000Z');
const PHONE = '+48501777888';
const BASE = '/api/users/app/url_shortener';

type Answer = ShareLink & { code?: string; max?: number };

describe('share links of play statistics', () => {
  const ctx = useTestDatabase();
  let t: TestApp;
  let owner: { userId: number; token: string };
  let stranger: { userId: number; token: string };
  let keys = 0;

  before(async () => {
    t = await buildTestApp(ctx.database);
  });

  // March 2030 at Warszawa: squash 18:00–19:30 twice and a padel game; the names carry markup.
  beforeEach(async () => {
    t.clock.set(NOW);
    const { db } = ctx.database;
    const userId = await createUser(db, PHONE, '<script>alert("Ewa")</script>');
    owner = { userId, token: await createSession(db, userId, NOW) };
    const strangerId = await createUser(db, '+48501777999', 'Obcy');
    stranger = { userId: strangerId, token: await createSession(db, strangerId, NOW) };
    const courts = await courtsBySport(db, 1);
    const [squash = 0] = courts.get('squash') ?? [];
    const [padel = 0] = courts.get('padel') ?? [];
    for (const [court, start, end] of [
      [squash, '2030-03-04T17:00:00Z', '2030-03-04T18:30:00Z'],
      [squash, '2030-03-11T17:00:00Z', '2030-03-11T18:30:00Z'],
      [padel, '2030-03-13T17:00:00Z', '2030-03-13T18:00:00Z'],
    ] as const) {
      await addPlay(db, { userId, venueId: 1, sportObjectId: court, start, end });
    }
  });

  const key = () => `client-key-${String((keys += 1)).padStart(8, '0')}`;
  const create = (fields: string[], as = owner, extra: Record<string, unknown> = {}, language = 'pl') =>
    call<Answer>(
      t.app,
      'POST',
      BASE,
      { user_id: as.userId, short_url_token: key(), month: '2030-03', fields, ...extra },
      { headers: { ...bearer(as.token).headers, 'accept-language': language } },
    );
  const publicPath = (link: ShareLink) => new URL(link.url).pathname;
  // As a browser or a messenger's link preview asks.
  const open = (path: string) =>
    t.app.inject({ method: 'GET', url: path, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' } });

  it('makes an unguessable link whose page shows the chosen figures with Open Graph tags, and never the phone', async () => {
    const created = await create(['first_name', 'hours_played', 'favourite_sport']);
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.ok(v.is(ShareLinkSchema, created.body), JSON.stringify(created.body));
    const token = publicPath(created.body).split('/').pop() ?? '';
    assert.match(token, /^[A-Za-z0-9_-]{22}$/, '128 random bits, base64url');
    assert.deepEqual(created.body.card, {
      month: '2030-03',
      fields: ['first_name', 'hours_played', 'favourite_sport'],
      first_name: '<script>alert("Ewa")</script>',
      minutes_played: 240,
      favourite_sport: { code: 'squash', name: 'Squash' },
    });

    const page = await open(publicPath(created.body));
    assert.equal(page.statusCode, 200);
    assert.match(String(page.headers['content-type']), /^text\/html/);
    assert.match(String(page.headers['content-security-policy']), /default-src 'none'/);
    const html = page.body;
    assert.match(html, /<meta property="og:title" content="[^"]*Statystyki gry · marzec 2030"/);
    assert.match(html, /<meta property="og:description" content="Czas gry: 4 godziny · Ulubiony sport: Squash"/);
    assert.ok(html.includes(`<meta property="og:image" content="${created.body.image_url}"`));
    assert.ok(html.includes('4 godziny'));
    assert.ok(!html.includes('<script'), 'the name is shown as text, never as markup');
    assert.ok(html.includes('&#60;script&#62;alert(&#34;Ewa&#34;)'));
    for (const hidden of [PHONE, PHONE.slice(3), 'Testowy', 'Puławska', 'Rezerwacje']) assert.ok(!html.includes(hidden), hidden);

    const image = await open(`${publicPath(created.body)}/card.svg`);
    assert.equal(image.statusCode, 200);
    assert.match(String(image.headers['content-type']), /^image\/svg\+xml/);
    assert.ok(image.body.includes('4 godziny') && !image.body.includes('<script') && !image.body.includes(PHONE.slice(3)));
  });

  it('shows the surname and venue addresses only when ticked, worded in the language the link was made in', async () => {
    const created = await create(['last_name', 'favourite_venues', 'venue_addresses', 'match_format', 'reservations'], owner, {}, 'uk');
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const html = (await open(publicPath(created.body))).body;
    assert.ok(html.includes('Testowy'));
    assert.ok(html.includes('ul. Puławska 182'));
    assert.ok(html.includes('<html lang="uk">'));
    assert.ok(html.includes('Бронювання'));
    assert.ok(html.includes('одиночні 2 · парні 1 · невідомо 0'));
  });

  it('previews exactly the card a link would keep, saving nothing', async () => {
    const preview = await call<ShareCard>(
      t.app,
      'POST',
      `${BASE}/preview`,
      { month: '2030-03', fields: ['trend', 'play_style'] },
      bearer(owner.token),
    );
    assert.equal(preview.status, 200, JSON.stringify(preview.body));
    assert.ok(v.is(ShareCardSchema, preview.body));
    const created = await create(['trend', 'play_style']);
    assert.deepEqual(created.body.card, preview.body);
    const list = await call<ShareLink[]>(t.app, 'GET', BASE, undefined, bearer(owner.token));
    assert.equal(list.body.length, 1);
  });

  it('answers a retried request with the link made the first time', async () => {
    const body = { user_id: owner.userId, short_url_token: 'same-key-0123456789', month: '2030-03', fields: ['hours_played'] };
    const first = await call<Answer>(t.app, 'POST', BASE, body, bearer(owner.token));
    const again = await call<Answer>(t.app, 'POST', BASE, body, bearer(owner.token));
    assert.deepEqual([first.status, again.status], [201, 200]);
    assert.equal(again.body.id, first.body.id);
    assert.equal(again.body.url, first.body.url);
  });

  it('lets only the owner make, list and revoke links; a revoked link answers 410', async () => {
    const forged = await create(['hours_played'], stranger, { user_id: owner.userId });
    assert.equal(forged.status, 403);
    assert.equal(forged.body.code, 'FORBIDDEN');
    const created = await create(['hours_played']);
    const theirs = await call<ShareLink[]>(t.app, 'GET', BASE, undefined, bearer(stranger.token));
    assert.deepEqual(theirs.body, []);
    const steal = await call<{ code: string }>(t.app, 'DELETE', `${BASE}/${created.body.id}`, undefined, bearer(stranger.token));
    assert.equal(steal.status, 404);
    assert.equal((await open(publicPath(created.body))).statusCode, 200, 'a stranger’s attempt changes nothing');

    assert.equal((await call(t.app, 'DELETE', `${BASE}/${created.body.id}`, undefined, bearer(owner.token))).status, 204);
    assert.equal((await call(t.app, 'DELETE', `${BASE}/${created.body.id}`, undefined, bearer(owner.token))).status, 204);
    const gone = await open(publicPath(created.body));
    assert.equal(gone.statusCode, 410);
    assert.ok(gone.body.includes('Link wycofany') && !gone.body.includes('godzin'));
    const goneImage = await open(`${publicPath(created.body)}/card.svg`);
    assert.equal(goneImage.statusCode, 410);
    assert.equal(goneImage.json().code, 'SHARE_LINK_REVOKED');
    const list = await call<ShareLink[]>(t.app, 'GET', BASE, undefined, bearer(owner.token));
    assert.ok(v.is(ShareLinkListSchema, list.body));
    assert.ok(list.body[0]?.revoked_at);
    assert.equal((await open('/s/AAAAAAAAAAAAAAAAAAAAAA')).statusCode, 404);
    assert.equal((await open('/s/%3Cscript%3E')).statusCode, 404);
    // A client that does not ask for a page gets the API's error body.
    const plain = await t.app.inject({ method: 'GET', url: publicPath(created.body) });
    assert.deepEqual([plain.statusCode, plain.json().code], [410, 'SHARE_LINK_REVOKED']);
  });

  it(`refuses a link past ${SHARE_LINK_MAX_ACTIVE} live ones, and bad choices with 400`, async () => {
    for (let index = 0; index < SHARE_LINK_MAX_ACTIVE; index += 1) assert.equal((await create(['hours_played'])).status, 201);
    const over = await create(['hours_played']);
    assert.equal(over.status, 422);
    assert.deepEqual([over.body.code, over.body.max], ['SHARE_LINK_LIMIT_REACHED', SHARE_LINK_MAX_ACTIVE]);
    for (const fields of [[], ['phone_number'], ['hours_played', 'hours_played']])
      assert.equal((await create(fields)).status, 400, JSON.stringify(fields));
  });

  it('closing the account deletes its links', async () => {
    const created = await create(['first_name']);
    await ctx.database.db.transaction((tx) => anonymizeAccount(tx, owner.userId, NOW));
    assert.equal((await open(publicPath(created.body))).statusCode, 404);
  });
});
