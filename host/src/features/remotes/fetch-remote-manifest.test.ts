import { fetchRemoteManifest, type FetchManifest } from './fetch-remote-manifest';
import { RemoteManifestError } from './remote-manifest-error';

const MANIFEST_URL = 'http://localhost:3003/mf-manifest.json';
const VALID = { metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' }, publicPath: 'auto' }, exposes: [] };

const answering =
  (status: number, json: () => Promise<unknown>): FetchManifest =>
  async () => ({ ok: status >= 200 && status < 300, status, json });

async function failureOf(fetchManifest: FetchManifest): Promise<RemoteManifestError> {
  const error: unknown = await fetchRemoteManifest(fetchManifest, MANIFEST_URL).catch((caught: unknown) => caught);
  if (!(error instanceof RemoteManifestError)) throw new Error(`expected a RemoteManifestError, got ${String(error)}`);
  return error;
}

describe('fetchRemoteManifest', () => {
  it('returns the validated manifest', async () => {
    const fetchManifest = jest.fn(answering(200, async () => VALID));
    await expect(fetchRemoteManifest(fetchManifest, MANIFEST_URL)).resolves.toMatchObject({ metaData: { publicPath: 'auto' } });
    expect(fetchManifest).toHaveBeenCalledWith(MANIFEST_URL);
  });

  it('says the manifest is unreachable when the request fails', async () => {
    const error = await failureOf(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(error).toMatchObject({ reason: 'unreachable', manifestUrl: MANIFEST_URL });
    expect(error.message).toContain('Failed to fetch');
  });

  it('names the status of a non-2xx answer', async () => {
    const error = await failureOf(answering(404, async () => VALID));
    expect(error.reason).toBe('status');
    expect(error.message).toContain('404');
  });

  it('calls a body that is not JSON, or lacks the entry, invalid', async () => {
    expect((await failureOf(answering(200, () => Promise.reject(new SyntaxError('Unexpected token <'))))).reason).toBe('invalid');
    const noEntry = await failureOf(answering(200, async () => ({ metaData: { publicPath: 'auto' } })));
    expect(noEntry.reason).toBe('invalid');
    expect(noEntry.message).toContain('metaData.remoteEntry');
  });
});
