import type { ShareLink } from '@venue/api/schemas/statistics';
import { initialShareState, nextShareToken, shareReducer, type ShareState } from './share-state';

const link = { id: 7, url: 'http://localhost:4000/s/abc', fields: ['hours_played'] } as unknown as ShareLink;

describe('shareReducer', () => {
  it('starts with the usual figures ticked and never the surname or the addresses', () => {
    expect(initialShareState.step).toBe('choosing');
    expect(initialShareState.fields).toContain('hours_played');
    expect(initialShareState.fields).not.toContain('last_name');
    expect(initialShareState.fields).not.toContain('venue_addresses');
  });

  it('ticks and unticks a field', () => {
    const ticked = shareReducer(initialShareState, { type: 'toggle', field: 'last_name' });
    expect(ticked.fields).toContain('last_name');
    expect(shareReducer(ticked, { type: 'toggle', field: 'last_name' }).fields).not.toContain('last_name');
  });

  it('does not create a card that shows nothing', () => {
    const empty: ShareState = { step: 'choosing', fields: [], error: null, retryToken: null };
    expect(shareReducer(empty, { type: 'create', token: 't' })).toBe(empty);
  });

  it('goes choosing → creating → created, ignoring ticks while the link is being made', () => {
    const creating = shareReducer(initialShareState, { type: 'create', token: 'token-0000000000000001' });
    expect(creating).toMatchObject({ step: 'creating', token: 'token-0000000000000001' });
    expect(shareReducer(creating, { type: 'toggle', field: 'trend' })).toBe(creating);
    const created = shareReducer(creating, { type: 'created', link });
    expect(created).toEqual({ step: 'created', fields: initialShareState.fields, link });
    expect(shareReducer(created, { type: 'again' })).toEqual(initialShareState);
  });

  it('retries a failed attempt with the same key, but a changed choice or a refused one gets a new key', () => {
    const creating = shareReducer(initialShareState, { type: 'create', token: 'token-0000000000000001' });
    const failed = shareReducer(creating, { type: 'failed', reason: 'failed' });
    expect(failed).toMatchObject({ step: 'choosing', error: 'failed', retryToken: 'token-0000000000000001' });
    if (failed.step !== 'choosing') throw new Error('expected choosing');
    expect(nextShareToken(failed, () => 'new')).toBe('token-0000000000000001');

    const changed = shareReducer(failed, { type: 'toggle', field: 'trend' });
    if (changed.step !== 'choosing') throw new Error('expected choosing');
    expect(nextShareToken(changed, () => 'new')).toBe('new');

    const limited = shareReducer(creating, { type: 'failed', reason: 'limit' });
    expect(limited).toMatchObject({ step: 'choosing', error: 'limit', retryToken: null });
  });
});
