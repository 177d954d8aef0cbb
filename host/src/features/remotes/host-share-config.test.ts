import { hostShareConfig, type HostSharedModules } from './host-share-config';

const react = { version: '19.3.1', requiredVersion: '^19.3.1' };
const lib = () => 'react module';
const get = () => Promise.resolve(() => 'swr module');
const modules = { react: { lib }, swr: { get } } as unknown as HostSharedModules;

describe('hostShareConfig', () => {
  it('registers each singleton with its version, range and module, as a non-strict singleton of the default scope', () => {
    expect(hostShareConfig({ react, swr: { version: '2.5.1', requiredVersion: '^2.5.1' } }, modules)).toEqual({
      react: {
        lib,
        version: '19.3.1',
        scope: 'default',
        shareConfig: { singleton: true, requiredVersion: '^19.3.1', strictVersion: false },
      },
      swr: { get, version: '2.5.1', scope: 'default', shareConfig: { singleton: true, requiredVersion: '^2.5.1', strictVersion: false } },
    });
  });

  it('leaves out a package the host build does not provide, and one it has no module for', () => {
    expect(Object.keys(hostShareConfig({ react }, modules))).toEqual(['react']);
    expect(Object.keys(hostShareConfig({ react, zustand: react }, modules))).toEqual(['react']);
  });
});
