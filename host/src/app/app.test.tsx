import { render, screen } from '@testing-library/react';
import { createRemoteLoader } from '../features/remotes/remote-loader';
import { fakeRuntime, setUpHostTranslations } from '../testing/render-host';
import { App } from './app';

jest.mock('../features/frame-guard/is-framed', () => ({ isFramed: () => true }));

beforeAll(setUpHostTranslations);

it('inside a frame shows only the message and a link that opens the app in a new tab', async () => {
  const runtime = fakeRuntime({});
  render(<App loader={createRemoteLoader(runtime, () => undefined)} />);

  expect(screen.getByRole('heading', { level: 1, name: 'Otwórz serwis w nowej karcie' })).toBeInTheDocument();
  const open = screen.getByRole('link', { name: 'Otwórz w nowej karcie' });
  expect(open).toHaveAttribute('href', window.location.href);
  expect(open).toHaveAttribute('target', '_blank');
  expect(open.getAttribute('rel')).toContain('noopener');
  expect(screen.getAllByRole('link')).toHaveLength(1);
  expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  expect(runtime.loadRemote).not.toHaveBeenCalled();
  expect(document.title).toBe('Otwórz w nowej karcie · Venue');
});
