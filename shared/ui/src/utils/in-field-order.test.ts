import { inFieldOrder } from './in-field-order';

describe('inFieldOrder', () => {
  it('sorts errors as the fields are laid out, unknown paths last', () => {
    const errors = { email: 'e', other: 'o', first_name: 'f', last_name: 'l' };
    expect(inFieldOrder(errors, ['first_name', 'last_name', 'email']).map(([path]) => path)).toEqual([
      'first_name',
      'last_name',
      'email',
      'other',
    ]);
  });
});
