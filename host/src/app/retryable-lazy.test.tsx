import { Component, Suspense, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { retryableLazy } from './retryable-lazy';

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

  it('loads again on the next mount after a failed download', async () => {
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new Error('ChunkLoadError');
      return { default: () => <p>page</p> };
    });
    const Page = retryableLazy(load);

    const first = mount(Page);
    expect(await screen.findByText('failed')).toBeInTheDocument();
    first.unmount();

    online = true;
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
