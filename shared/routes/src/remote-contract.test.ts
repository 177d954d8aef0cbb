import { remoteRoutesModuleId, type TranslationLoadersOf, type TranslationShapeOf, type TranslationTree } from './remote-contract';

// The shape checks are the compiler's: each `@ts-expect-error` fails the typecheck if the
// mistake below it stops being an error.
const pl = {
  title: { wallet: 'Portfel' },
  minutes_one: '{{count}} minuta',
  minutes_few: '{{count}} minuty',
  minutes_many: '{{count}} minut',
  minutes_other: '{{count}} minuty',
} as const satisfies TranslationTree;

describe('the translations contract', () => {
  it('takes another language with the same keys and its own plural categories', () => {
    const en = {
      title: { wallet: 'Wallet' },
      minutes_one: '{{count}} minute',
      minutes_other: '{{count}} minutes',
    } as const satisfies TranslationShapeOf<typeof pl>;
    expect(Object.keys(en.title)).toEqual(Object.keys(pl.title));
  });

  it('makes a missing or left-over key a type error', () => {
    // @ts-expect-error `title.wallet` is missing
    const missing = { title: {} } as const satisfies TranslationShapeOf<typeof pl>;
    // @ts-expect-error `title.purse` is not a key of the Polish tree
    const extra = { title: { wallet: 'Wallet', purse: 'Purse' } } as const satisfies TranslationShapeOf<typeof pl>;
    expect([missing, extra]).toHaveLength(2);
  });

  it('expects one loader per language, each resolving to a tree', async () => {
    const loaders = {
      pl: async () => pl,
      en: async () => pl,
      uk: async () => pl,
    } as const satisfies TranslationLoadersOf;
    // @ts-expect-error a loader for Ukrainian is missing
    const partial: TranslationLoadersOf = { pl: async () => pl, en: async () => pl };
    await expect(loaders.uk()).resolves.toBe(pl);
    expect(Object.keys(partial)).toEqual(['pl', 'en']);
  });

  it('names the federated routes module after its remote', () => {
    expect(remoteRoutesModuleId('booking')).toBe('booking/routes');
  });
});
