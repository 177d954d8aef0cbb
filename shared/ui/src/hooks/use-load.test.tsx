import { act, renderHook, waitFor } from '@testing-library/react';
import { useLoad } from './use-load';

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('useLoad', () => {
  it('loads once per key and shows the answer', async () => {
    const load = jest.fn(async () => ['court 1']);
    const { result } = renderHook(() => useLoad('venue-1', load));
    expect(result.current.state.status).toBe('loading');
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: ['court 1'] }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('never lets a late answer for an old key overwrite the new one', async () => {
    const first = deferred<string>();
    const second = deferred<string>();
    const answers: Record<string, Promise<string>> = { a: first.promise, b: second.promise };
    const { result, rerender } = renderHook(({ key }) => useLoad(key, () => answers[key]!), { initialProps: { key: 'a' } });
    rerender({ key: 'b' });
    await act(async () => second.resolve('for b'));
    await act(async () => first.resolve('for a'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'for b' });
  });

  it('keeps the old answer on screen while a reload runs, and reports errors', async () => {
    const load = jest.fn<Promise<string>, [AbortSignal]>().mockResolvedValueOnce('first').mockRejectedValueOnce(new Error('offline'));
    const { result } = renderHook(() => useLoad('list', load));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 'first' }));
    act(() => result.current.reload());
    expect(result.current.reloading).toBe(true);
    expect(result.current.state).toEqual({ status: 'ready', data: 'first' });
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.reloading).toBe(false);
  });

  it('loads nothing while the key is null, and takes data an action returned', async () => {
    const load = jest.fn(async () => 'x');
    const { result } = renderHook(() => useLoad<string>(null, load));
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.set('saved'));
    expect(result.current.state).toEqual({ status: 'ready', data: 'saved' });
  });
});
