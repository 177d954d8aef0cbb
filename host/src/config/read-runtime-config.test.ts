import { testRuntimeConfig } from '../testing/runtime-config';
import { readRuntimeConfig } from './read-runtime-config';

// As deployed: development, monitoring left to its defaults.
const valid = { ...testRuntimeConfig(), environment: 'development', monitoring: {} };

describe('readRuntimeConfig', () => {
  it('accepts a valid document and fills monitoring defaults', async () => {
    const result = await readRuntimeConfig(Promise.resolve(valid));
    expect(result).toEqual({
      ok: true,
      config: { ...valid, monitoring: { sentryDsn: '', analyticsKey: '', tracePropagationTargets: [] } },
    });
  });

  it('rejects a document missing a remote, naming the field', async () => {
    const { kiosk: _kiosk, ...remotes } = valid.remotes;
    const result = await readRuntimeConfig(Promise.resolve({ ...valid, remotes }));
    expect(result).toMatchObject({ ok: false, reason: 'invalid', detail: expect.stringContaining('remotes.kiosk') });
  });

  it('accepts store listings and refuses one that is not a URL', async () => {
    const mobileAppStores = { android: 'https://play.google.com/store/apps/details?id=pl.sportcentrum.app' };
    expect(await readRuntimeConfig(Promise.resolve({ ...valid, mobileAppStores }))).toMatchObject({
      ok: true,
      config: { mobileAppStores },
    });
    const wrong = await readRuntimeConfig(Promise.resolve({ ...valid, mobileAppStores: { ios: 'App Store' } }));
    expect(wrong).toMatchObject({ ok: false, reason: 'invalid', detail: expect.stringContaining('mobileAppStores.ios') });
  });

  it('reports an unreachable document', async () => {
    const result = await readRuntimeConfig(Promise.reject(new Error('/config.json answered 404')));
    expect(result).toEqual({ ok: false, reason: 'unreachable', detail: '/config.json answered 404' });
  });
});
