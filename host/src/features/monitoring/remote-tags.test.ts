import type { ErrorEvent } from '@sentry/react';
import type { RemoteRelease } from '../../lib/remote-releases';
import { splitContext, tagRemote } from './remote-tags';

const releases: RemoteRelease[] = [
  { remote: 'booking', version: '1.2.0', origin: 'http://localhost:3001' },
  { remote: 'wallet', version: '2.0.1', origin: 'http://localhost:3003' },
];

const thrownAt = (...filenames: string[]): ErrorEvent => ({
  type: undefined,
  exception: { values: [{ type: 'Error', value: 'x', stacktrace: { frames: filenames.map((filename) => ({ filename })) } }] },
});

describe('tagRemote', () => {
  it('tags the remote a report names with its version', () => {
    expect(tagRemote({ type: undefined, tags: { remote: 'wallet', area: 'remote' } }, releases).tags).toEqual({
      remote: 'wallet',
      area: 'remote',
      'remote.version': '2.0.1',
    });
  });

  it('finds the remote by the innermost frame served from its origin', () => {
    const event = thrownAt('http://localhost:3000/main.js', 'http://localhost:3003/chunk.js', 'http://localhost:3001/page.js');
    expect(tagRemote(event, releases).tags).toEqual({ remote: 'booking', 'remote.version': '1.2.0' });
  });

  it('leaves the host’s own errors untagged', () => {
    const event = thrownAt('http://localhost:3000/main.js', 'http://localhost:30011/x.js');
    expect(tagRemote(event, releases).tags).toBeUndefined();
  });
});

describe('splitContext', () => {
  it('keeps short values as tags and moves the component stack to extra data', () => {
    expect(splitContext({ area: 'remote', componentStack: '\n    at Page\n    at Route' })).toEqual({
      tags: { area: 'remote' },
      extra: { componentStack: '\n    at Page\n    at Route' },
    });
  });
});
