import { returnPathAfterLogin } from './return-path';

describe('returnPathAfterLogin', () => {
  it('returns a remembered in-app path', () => {
    expect(returnPathAfterLogin({ from: '/my-reservations?tab=recurring' })).toBe('/my-reservations?tab=recurring');
  });

  it.each([
    [null],
    [{}],
    [{ from: 'https://evil.example/' }],
    [{ from: '//evil.example' }],
    [{ from: '/login' }],
    [{ from: 42 }],
    [{ from: '/\\evil.example' }],
  ])('ignores %j', (state) => {
    expect(returnPathAfterLogin(state)).toBeNull();
  });
});
