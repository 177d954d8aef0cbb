import { Component, useState, type ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../ui-provider';
import { lazyPage, retryFailedLazyLoads } from './lazy-page';

class Boundary extends Component<{ children: ReactNode; onRetry: () => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <button
        type="button"
        onClick={() => {
          retryFailedLazyLoads();
          this.setState({ failed: false }, this.props.onRetry);
        }}
      >
        Retry
      </button>
    );
  }
}

function Harness({ Page }: { Page: React.ComponentType }) {
  const [, setAttempt] = useState(0);
  return (
    <Boundary onRetry={() => setAttempt((n) => n + 1)}>
      <Page />
    </Boundary>
  );
}

/** The page inside a boundary that shows "failed" instead, and no retry of its own. */
class Failed extends Component<{ children: ReactNode }, { failed: boolean }> {
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
    <UiProvider>
      <Failed>
        <Page />
      </Failed>
    </UiProvider>,
  );
}

describe('lazyPage', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('renders the page once its code has arrived', async () => {
    const Page = lazyPage(async () => () => <h1>Status płatności</h1>, 'StatusPage');
    render(
      <UiProvider>
        <Page />
      </UiProvider>,
    );
    expect(await screen.findByRole('heading', { name: 'Status płatności' })).toBeInTheDocument();
  });

  it('downloads again after a failure when the boundary retries', async () => {
    const load = jest
      .fn<Promise<React.ComponentType>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue(() => <h1>Moje rezerwacje</h1>);
    const Page = lazyPage(load, 'ListPage');
    render(
      <UiProvider>
        <Harness Page={Page} />
      </UiProvider>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Moje rezerwacje' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('stays failed until a retry is asked for, then downloads again', async () => {
    let online = false;
    const load = jest.fn(async () => {
      if (!online) throw new Error('ChunkLoadError');
      return () => <p>page</p>;
    });
    const Page = lazyPage(load, 'Page');

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
    const load = jest.fn(async () => () => <p>page</p>);
    const Page = lazyPage(load, 'Page');
    mount(Page).unmount();
    mount(Page);
    expect(await screen.findByText('page')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('passes its props on and holds the place with the given fallback while the code arrives', async () => {
    let arrive: (page: React.ComponentType<{ readonly title: string }>) => void = () => undefined;
    const Section = lazyPage<{ readonly title: string }>(
      () => new Promise((resolve) => (arrive = resolve)),
      'Section',
      <h2>Kod wejścia</h2>,
    );
    render(
      <UiProvider>
        <Section title="Drzwi obiektu" />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Kod wejścia' })).toBeInTheDocument();
    arrive(({ title }) => <h2>{title}</h2>);
    expect(await screen.findByRole('heading', { name: 'Drzwi obiektu' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Kod wejścia' })).not.toBeInTheDocument();
  });
});
