import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { retryFailedLazyLoads, retryableLazy } from './retryable-lazy';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? <p>failed</p> : this.props.children;
  }
}

function mount(Page: React.ComponentType) {
  return render(
    <Boundary>
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>
    </Boundary>,
  );
}

describe('retryableLazy', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('stays failed until a retry is asked for, then downloads again', async () => {
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new Error('ChunkLoadError');
      return { default: () => <p>page</p> };
    });
    const Page = retryableLazy(load);

    const first = mount(Page);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    first.unmount();
    const attempts = load.mock.calls.length;

    online = true;
    const second = mount(Page);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(attempts);
    second.unmount();

    retryFailedLazyLoads();
    mount(Page);
    expect(await screen.findByText('page')).toBeInTheDocument();
  });

  it('downloads only once when the first load succeeds', async () => {
    const load = jest.fn(async () => ({ default: () => <p>page</p> }));
    const Page = retryableLazy(load);
    mount(Page).unmount();
    mount(Page);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
