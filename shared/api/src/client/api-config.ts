export interface ApiConfig {
  /** Base of the backend from the runtime config, e.g. `http://localhost:4000/api`. */
  readonly apiUrl: string;
  /** The bearer token for the users base, read at every request so a new login applies at once. */
  readonly getToken: () => string | null;
  /** Called when the users base answers 401: the session is gone server-side. */
  readonly onUnauthorized?: () => void;
  /** Per-request limit before the call fails with kind `timeout`. */
  readonly timeoutMs?: number;
  /**
   * The UI's language code (`pl`, `en`, `uk`), read at every request and sent as
   * `Accept-Language`: the backend writes its SMS and e-mails in it. Without it the browser's
   * own list goes, which need not be the language the user picked in the app.
   */
  readonly getLanguage?: () => string;
}

export const DEFAULT_TIMEOUT_MS = 15_000;

interface ResolvedConfig {
  readonly apiUrl: string;
  readonly getToken: () => string | null;
  readonly onUnauthorized: () => void;
  readonly timeoutMs: number;
  readonly getLanguage: (() => string) | null;
}

let current: ResolvedConfig | null = null;

/** Called once by a shell (the host, or a remote running standalone) after reading its runtime config. */
export function configureApi(config: ApiConfig): void {
  current = {
    apiUrl: config.apiUrl.replace(/\/+$/, ''),
    getToken: config.getToken,
    onUnauthorized: config.onUnauthorized ?? (() => undefined),
    timeoutMs: config.timeoutMs ?? DEFAULT_TIMEOUT_MS,
    getLanguage: config.getLanguage ?? null,
  };
}

export function getApiConfig(): ResolvedConfig {
  if (!current) throw new Error('The API client is not configured: call configureApi() at start-up.');
  return current;
}
