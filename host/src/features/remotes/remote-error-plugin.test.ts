import { remoteErrorPlugin } from './remote-error-plugin';

type Hook = (args: { id: string; error: unknown; lifecycle: string }) => unknown;

describe('remoteErrorPlugin', () => {
  it('reports a failure and returns nothing, so the shell keeps its own copies and the page shows its fallback', () => {
    const report = jest.fn();
    const hook = remoteErrorPlugin(report).errorLoadRemote as unknown as Hook;
    const error = new Error('manifest unreachable');
    expect(hook({ id: 'http://localhost:3001/mf-manifest.json', error, lifecycle: 'afterResolve' })).toBeUndefined();
    expect(report).toHaveBeenCalledWith({ id: 'http://localhost:3001/mf-manifest.json', error, lifecycle: 'afterResolve' });
  });

  it('never throws, even when reporting does', () => {
    const hook = remoteErrorPlugin(() => {
      throw new Error('reporter down');
    }).errorLoadRemote as unknown as Hook;
    expect(() => hook({ id: 'booking/routes', error: new Error('x'), lifecycle: 'beforeLoadShare' })).not.toThrow();
  });
});
