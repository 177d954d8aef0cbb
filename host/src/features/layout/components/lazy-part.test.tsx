import { render, screen, waitFor } from '@testing-library/react';
import { lazyPage } from '@venue/ui';
import { LazyPart } from './lazy-part';

jest.mock('../../../lib/report-error', () => ({ reportError: jest.fn() }));

const { reportError } = jest.requireMock<typeof import('../../../lib/report-error')>('../../../lib/report-error');

it('shows the fallback while the part arrives, then the part', async () => {
  const Part = lazyPage(async () => () => <p>the part</p>, 'Part', <p>holding its place</p>);
  render(
    <LazyPart fallback={<p>holding its place</p>}>
      <Part />
    </LazyPart>,
  );
  expect(screen.getByText('holding its place')).toBeInTheDocument();
  expect(await screen.findByText('the part')).toBeInTheDocument();
});

it('keeps the fallback, and the page around it, when the part cannot be fetched', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  const Part = lazyPage(() => Promise.reject(new Error('chunk failed to load')), 'Part', <p>holding its place</p>);
  render(
    <main>
      <h1>The page</h1>
      <LazyPart fallback={<p>holding its place</p>}>
        <Part />
      </LazyPart>
    </main>,
  );
  await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.any(Error), expect.objectContaining({ area: 'layout' })));
  expect(screen.getByText('holding its place')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The page' })).toBeInTheDocument();
});
