import { act, renderHook } from '@testing-library/react';
import { useSecondsLeft } from './use-seconds-left';

describe('useSecondsLeft', () => {
  beforeEach(() => jest.useFakeTimers({ now: new Date('2030-06-03T10:00:00.000Z') }));
  afterEach(() => jest.useRealTimers());

  it('counts whole seconds down to 0 and stops there', () => {
    const deadline = Date.now() + 2_500;
    const { result } = renderHook(() => useSecondsLeft(deadline));
    expect(result.current).toBe(3);
    act(() => jest.advanceTimersByTime(1_000));
    expect(result.current).toBe(2);
    act(() => jest.advanceTimersByTime(5_000));
    expect(result.current).toBe(0);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('is 0 without a deadline, and right on the first render of a new one', () => {
    const { result, rerender } = renderHook(({ deadline }: { deadline: number | null }) => useSecondsLeft(deadline), {
      initialProps: { deadline: null as number | null },
    });
    expect(result.current).toBe(0);
    rerender({ deadline: Date.now() + 60_000 });
    expect(result.current).toBe(60);
  });
});
