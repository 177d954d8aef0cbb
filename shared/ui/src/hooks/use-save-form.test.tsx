import { act, renderHook } from '@testing-library/react';
import { useSaveForm, type Checked } from './use-save-form';

interface Values {
  readonly name: string;
}
interface Problem {
  readonly key: string;
}

class ServerError extends Error {
  constructor(readonly fieldErrors: Record<string, Problem>) {
    super('rejected');
  }
}

const validate = (values: Values): Checked<string, Problem> =>
  values.name.trim() === '' ? { ok: false, fieldErrors: { name: { key: 'required' } } } : { ok: true, value: values.name.trim() };
const fieldErrorsOf = (error: unknown) => (error instanceof ServerError ? error.fieldErrors : {});

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function setUp(name = 'Anna') {
  const answer = deferred<number>();
  const send = jest.fn((_value: string, _signal: AbortSignal) => answer.promise);
  const onSaved = jest.fn();
  const errorsOf = jest.fn(fieldErrorsOf);
  const hook = renderHook(() => useSaveForm({ initial: { name }, validate, send, fieldErrorsOf: errorsOf, onSaved }));
  return { ...hook, answer, send, onSaved, errorsOf };
}

describe('useSaveForm', () => {
  it('shows validation errors and sends nothing', () => {
    const { result, send } = setUp('  ');
    const preventDefault = jest.fn();
    act(() => result.current.submit({ preventDefault }));
    expect(preventDefault).toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'invalid', fieldErrors: { name: { key: 'required' } } });
    expect(result.current.fieldErrors).toEqual({ name: { key: 'required' } });
    expect(send).not.toHaveBeenCalled();
  });

  it('sends the checked value once while saving', () => {
    const { result, send } = setUp(' Anna ');
    act(() => result.current.submit());
    expect(result.current.state).toEqual({ status: 'saving' });
    act(() => result.current.submit());
    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith('Anna', expect.any(AbortSignal));
  });

  it("shows the server's field errors inline and keeps what was typed", async () => {
    const { result, answer } = setUp();
    act(() => result.current.submit());
    act(() => result.current.change('name', 'Anna Maria'));
    await act(async () => answer.reject(new ServerError({ name: { key: 'too-long' } })));
    expect(result.current.fieldErrors).toEqual({ name: { key: 'too-long' } });
    expect(result.current.values).toEqual({ name: 'Anna Maria' });
  });

  it('reports any other failure with its error and keeps what was typed', async () => {
    const { result, answer, onSaved } = setUp('Anna');
    const offline = new Error('offline');
    act(() => result.current.submit());
    await act(async () => answer.reject(offline));
    expect(result.current.state).toEqual({ status: 'failed', error: offline });
    expect(result.current.fieldErrors).toEqual({});
    expect(result.current.values).toEqual({ name: 'Anna' });
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('aborts the request on unmount and ignores its late failure', async () => {
    const { result, answer, send, unmount, errorsOf } = setUp();
    act(() => result.current.submit());
    const signal = send.mock.calls[0]?.[1];
    unmount();
    expect(signal?.aborted).toBe(true);
    await act(async () => answer.reject(new ServerError({ name: { key: 'late' } })));
    expect(errorsOf).not.toHaveBeenCalled();
    expect(result.current.state).toEqual({ status: 'saving' });
  });

  it('hands the result over on success, until the next change', async () => {
    const { result, answer, onSaved } = setUp();
    act(() => result.current.submit());
    await act(async () => answer.resolve(7));
    expect(onSaved).toHaveBeenCalledWith(7);
    expect(result.current.state).toEqual({ status: 'saved', result: 7 });
    act(() => result.current.change('name', 'Zofia'));
    expect(result.current.state).toEqual({ status: 'editing' });
    expect(result.current.values).toEqual({ name: 'Zofia' });
  });
});
