import * as v from 'valibot';
import { RuntimeConfigSchema } from '@venue/api';

/** Where the backend listens in local development when no config is served. */
export const DEFAULT_API_URL = 'http://localhost:4000/api';

/**
 * The API URL for a remote running on its own: from the `/config.json` served beside it
 * (the static server's `--config`), else the local development default.
 */
export async function readStandaloneApiUrl(
  fetchConfig: () => Promise<Response> = () => fetch('/config.json', { cache: 'no-store' }),
): Promise<string> {
  try {
    const response = await fetchConfig();
    if (!response.ok) return DEFAULT_API_URL;
    const parsed = v.safeParse(RuntimeConfigSchema, await response.json());
    return parsed.success ? parsed.output.apiUrl : DEFAULT_API_URL;
  } catch {
    return DEFAULT_API_URL;
  }
}
