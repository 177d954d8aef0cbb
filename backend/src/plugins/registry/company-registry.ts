import type { CompanyLookupResponse } from '@venue/api';

export type CompanyRecord = CompanyLookupResponse;

/** Looks a company up by its (already checksum-valid) NIP; null when the registry has none. */
export interface CompanyRegistry {
  readonly name: string;
  findByNip(nip: string): Promise<CompanyRecord | null>;
}

/** The registry could not answer (down, timeout, refused our key, unreadable answer). */
export class RegistryUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'RegistryUnavailableError';
  }
}
