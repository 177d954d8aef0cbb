import type { CompanyRecord, CompanyRegistry } from './company-registry.js';
import { RegistryUnavailableError } from './company-registry.js';

export type HttpCompanyRegistryOptions = {
  /** Base URL, e.g. `https://wl-api.mf.gov.pl` (the Ministry of Finance's public taxpayer register). */
  url: string;
  /** Sent as a bearer token when set (for a keyed proxy or a paid mirror); the public register needs none. */
  key: string | null;
  timeoutMs: number;
  fetch?: typeof globalThis.fetch;
  /** Today's date for the `date` query parameter the register requires. */
  today?: () => string;
};

type WhiteListSubject = {
  name?: unknown;
  nip?: unknown;
  regon?: unknown;
  workingAddress?: unknown;
  residenceAddress?: unknown;
};

const ADDRESS = /^(.*?),?\s*(\d{2}-\d{3})\s+(.+)$/;

/** `UL. PROSTA 1, 00-950 WARSZAWA` → street, postal code, city; the register keeps one string. */
export function splitAddress(address: string): { street: string; postalCode: string; city: string } {
  const match = ADDRESS.exec(address.trim());
  if (!match) return { street: address.trim(), postalCode: '', city: '' };
  return { street: (match[1] ?? '').trim().replace(/,$/, ''), postalCode: match[2] ?? '', city: (match[3] ?? '').trim() };
}

function text(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The national register over JSON/HTTP, in the format of the Ministry of Finance's taxpayer
 * register ("biała lista"): `GET {url}/api/search/nip/{nip}?date=YYYY-MM-DD` answers
 * `{ result: { subject: { name, nip, regon, workingAddress, residenceAddress } | null } }`.
 */
export class HttpCompanyRegistry implements CompanyRegistry {
  readonly name = 'http';
  private readonly fetch: typeof globalThis.fetch;

  constructor(private readonly options: HttpCompanyRegistryOptions) {
    this.fetch = options.fetch ?? globalThis.fetch;
  }

  async findByNip(nip: string): Promise<CompanyRecord | null> {
    const date = this.options.today?.() ?? new Date().toISOString().slice(0, 10);
    const url = `${this.options.url}/api/search/nip/${encodeURIComponent(nip)}?date=${date}`;
    let response: Response;
    try {
      response = await this.fetch(url, {
        headers: { accept: 'application/json', ...(this.options.key ? { authorization: `Bearer ${this.options.key}` } : {}) },
        signal: AbortSignal.timeout(this.options.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      throw new RegistryUnavailableError(
        timedOut ? `Registry did not answer within ${this.options.timeoutMs} ms` : 'Registry unreachable',
        { cause: error },
      );
    }
    const body: unknown = await response.json().catch(() => undefined);
    if (response.status === 404) return null;
    if (!response.ok) throw new RegistryUnavailableError(`Registry answered ${response.status}`);
    if (typeof body !== 'object' || body === null || !('result' in body))
      throw new RegistryUnavailableError('Registry answer has no result');
    const result = (body as { result: unknown }).result;
    if (typeof result !== 'object' || result === null) throw new RegistryUnavailableError('Registry answer has no result');
    const subject = (result as { subject?: unknown }).subject;
    if (subject === null || subject === undefined) return null;
    if (typeof subject !== 'object') throw new RegistryUnavailableError('Registry subject is unreadable');
    const found = subject as WhiteListSubject;
    const name = text(found.name);
    if (!name) throw new RegistryUnavailableError('Registry subject has no name');
    const address = splitAddress(text(found.workingAddress) || text(found.residenceAddress));
    return { type: 'company', name, nip: text(found.nip) || nip, ...address, country: 'Polska', regon: text(found.regon) || null };
  }
}
