import { isFramed } from './is-framed';

describe('isFramed', () => {
  it('is false for a top-level window', () => {
    expect(isFramed(window)).toBe(false);
  });

  it('is true when the top window is another window', () => {
    expect(isFramed({ self: {}, top: {} })).toBe(true);
  });

  it('is true when the top window cannot even be read', () => {
    const framed = {
      self: {},
      get top(): unknown {
        throw new DOMException('Blocked a frame with origin', 'SecurityError');
      },
    };
    expect(isFramed(framed)).toBe(true);
  });
});
