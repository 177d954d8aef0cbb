import React from 'react';
import * as authStore from '@venue/auth-store';
import { HOST_SUBPATHS, SINGLETONS, type SingletonName } from '@venue/federation/singletons';
import { HOST_SHARED_MODULES } from './host-shared-modules';

const shareKeys = SINGLETONS.flatMap((key: SingletonName) => HOST_SUBPATHS[key] ?? [key]);

describe('HOST_SHARED_MODULES', () => {
  it('has a module for every share key a remote may ask for', () => {
    expect(Object.keys(HOST_SHARED_MODULES).sort()).toEqual([...shareKeys].sort());
  });

  it('hands over the very instances the host runs on', () => {
    const { react, '@venue/auth-store': store } = HOST_SHARED_MODULES;
    expect('lib' in react && react.lib()).toBe(React);
    expect('lib' in store && store.lib()).toBe(authStore);
  });

  it('downloads swr only when a remote first asks for it', async () => {
    const swr = HOST_SHARED_MODULES.swr;
    if (!('get' in swr)) throw new Error('swr should be provided on first use');
    const factory = await swr.get();
    expect(typeof (factory() as { default: unknown }).default).toBe('function');
  });
});
