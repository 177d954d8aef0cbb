import { EARLY_ERROR_LIMIT, keepUncaughtErrors, reportError, setErrorReporter } from './report-error';

describe('reportError before and after monitoring starts', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    setErrorReporter(null);
    jest.restoreAllMocks();
  });

  it('keeps errors until a reporter is set, then sends them once, marked early', () => {
    const first = new Error('first render');
    reportError(first, { area: 'router' });
    const reporter = jest.fn();
    setErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledWith(first, { area: 'router', early: 'true' });
    reportError(new Error('later'), { area: 'remote' });
    expect(reporter).toHaveBeenCalledTimes(2);
    setErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledTimes(2);
  });

  it('keeps a bounded number and says how many it dropped', () => {
    for (let i = 0; i < EARLY_ERROR_LIMIT + 5; i += 1) reportError(new Error(`e${i}`), { area: 'loop' });
    const reporter = jest.fn();
    setErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledTimes(EARLY_ERROR_LIMIT + 1);
    expect(String(reporter.mock.calls.at(-1)?.[0])).toContain('5 more errors');
  });

  it('keeps uncaught errors and rejections only while monitoring has not started', () => {
    keepUncaughtErrors(window);
    const error = new Error('outside React');
    window.dispatchEvent(new ErrorEvent('error', { error }));
    const reporter = jest.fn();
    setErrorReporter(reporter);
    expect(reporter).toHaveBeenCalledWith(error, { area: 'uncaught', early: 'true' });
    // Now Sentry's own handlers take them.
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('after') }));
    expect(reporter).toHaveBeenCalledTimes(1);
  });
});
