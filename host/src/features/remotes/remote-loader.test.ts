import { i18n, loadLanguage } from '@venue/i18n';
import type { RemoteRoutesModule, TranslationTree } from '@venue/routes';
import { fakeRuntime, setUpHostTranslations } from '../../testing/render-host';
import { createRemoteLoader, registerRemoteTranslations, RemoteContractError } from './remote-loader';

/** A promise the test settles by hand, to see what waits for it. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const tree = (code: string): TranslationTree => ({ title: { wallet: `wallet-${code}` } });

function exposing(module: unknown) {
  return () => Promise.resolve({ default: module });
}

beforeAll(setUpHostTranslations);

describe('createRemoteLoader with per-language loaders', () => {
  it('resolves only once the current language of the remote strings is in, fetching no other language', async () => {
    const pl = deferred<TranslationTree>();
    const loaders = { pl: jest.fn(() => pl.promise), en: jest.fn(async () => tree('en')), uk: jest.fn(async () => tree('uk')) };
    const module: RemoteRoutesModule<'wallet'> = { remote: 'wallet', translations: loaders, pages: { wallet: () => null } };
    const loader = createRemoteLoader(fakeRuntime({ wallet: exposing(module) }), registerRemoteTranslations);

    let settled = false;
    const loading = loader.load('wallet').then((loaded) => {
      settled = true;
      return loaded;
    });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    expect(loader.peek('wallet')).toBeUndefined();

    pl.resolve(tree('pl'));
    const loaded = await loading;
    expect(loaded.pages.wallet).toBe(module.pages.wallet);
    expect(i18n.getResource('pl', 'wallet', 'title.wallet')).toBe('wallet-pl');
    expect(loaders.en).not.toHaveBeenCalled();
    expect(loaders.uk).not.toHaveBeenCalled();

    // A switch brings the new language's strings of the remote in.
    await loadLanguage('uk');
    expect(i18n.getResource('uk', 'wallet', 'title.wallet')).toBe('wallet-uk');
  });

  it('rejects the load when the strings cannot be fetched, and loads anew once forgotten', async () => {
    let up = false;
    const strings = jest.fn(async () => {
      if (!up) throw new Error('chunk trainer-strings-pl unreachable');
      return { title: { trainerProfile: 'Profil trenera' } };
    });
    const module = { remote: 'trainer', translations: { pl: strings, en: strings, uk: strings }, pages: {} };
    const runtime = fakeRuntime({ trainer: exposing(module) });
    const loader = createRemoteLoader(runtime, registerRemoteTranslations);

    await expect(loader.load('trainer')).rejects.toThrow('chunk trainer-strings-pl unreachable');
    expect(loader.peek('trainer')).toBeUndefined();

    up = true;
    loader.forget('trainer');
    await expect(loader.load('trainer')).resolves.toMatchObject({ remote: 'trainer' });
    expect(i18n.getResource('pl', 'trainer', 'title.trainerProfile')).toBe('Profil trenera');
    expect(runtime.loadRemote).toHaveBeenCalledTimes(2);
  });

  it('replaces the strings of an earlier copy of the remote, in every language', async () => {
    i18n.addResourceBundle('pl', 'account', { title: { yourAccount: 'old' } });
    i18n.addResourceBundle('en', 'account', { title: { yourAccount: 'old' } });
    const fresh = async () => ({ title: { yourAccount: 'Twoje konto' } });
    const module = { remote: 'account', translations: { pl: fresh, en: fresh, uk: fresh }, pages: {} };

    await createRemoteLoader(fakeRuntime({ account: exposing(module) }), registerRemoteTranslations).load('account');

    expect(i18n.getResource('pl', 'account', 'title.yourAccount')).toBe('Twoje konto');
    expect(i18n.hasResourceBundle('en', 'account')).toBe(false);
  });
});

describe('createRemoteLoader with a remote built before per-language loaders', () => {
  it('accepts all three trees at once and registers them as loaders', async () => {
    const legacy = {
      remote: 'kiosk',
      translations: { pl: tree('pl'), en: tree('en'), uk: tree('uk') },
      pages: { selfCheckout: () => null },
    };
    const loader = createRemoteLoader(fakeRuntime({ kiosk: exposing(legacy) }), registerRemoteTranslations);

    const loaded = await loader.load('kiosk');

    expect(typeof loaded.translations.en).toBe('function');
    await expect(loaded.translations.en()).resolves.toEqual(tree('en'));
    expect(i18n.getResource('pl', 'kiosk', 'title.wallet')).toBe('wallet-pl');
    await loadLanguage('en');
    expect(i18n.getResource('en', 'kiosk', 'title.wallet')).toBe('wallet-en');
  });
});

describe('createRemoteLoader contract check', () => {
  it.each([
    ['no translations', undefined],
    ['a language missing', { pl: async () => tree('pl'), en: async () => tree('en') }],
    ['shapes mixed', { pl: async () => tree('pl'), en: tree('en'), uk: tree('uk') }],
  ])('rejects a module with %s', async (_case, translations) => {
    const onLoaded = jest.fn();
    const loader = createRemoteLoader(fakeRuntime({ wallet: exposing({ remote: 'wallet', translations, pages: {} }) }), onLoaded);
    await expect(loader.load('wallet')).rejects.toBeInstanceOf(RemoteContractError);
    expect(onLoaded).not.toHaveBeenCalled();
  });
});
