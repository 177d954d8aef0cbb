import assert from 'node:assert/strict';
import { test } from 'node:test';
import { DEFAULT_API_URL, readStandaloneApiUrl } from './read-standalone-config';

const config = {
  environment: 'development',
  apiUrl: 'http://127.0.0.1:4200/api',
  release: 'player-app@1.0.0',
  remotes: {
    booking: 'http://localhost:3001/mf-manifest.json',
    account: 'http://localhost:3002/mf-manifest.json',
    wallet: 'http://localhost:3003/mf-manifest.json',
    trainer: 'http://localhost:3004/mf-manifest.json',
    kiosk: 'http://localhost:3005/mf-manifest.json',
  },
  monitoring: {},
};

test('uses the API URL of the config served beside the remote', async () => {
  assert.equal(await readStandaloneApiUrl(async () => Response.json(config)), 'http://127.0.0.1:4200/api');
});

test('falls back to the local backend without a config, or with an invalid one', async () => {
  assert.equal(await readStandaloneApiUrl(async () => new Response('Not found', { status: 404 })), DEFAULT_API_URL);
  assert.equal(await readStandaloneApiUrl(async () => Response.json({ apiUrl: 42 })), DEFAULT_API_URL);
  assert.equal(
    await readStandaloneApiUrl(async () => {
      throw new TypeError('fetch failed');
    }),
    DEFAULT_API_URL,
  );
});
