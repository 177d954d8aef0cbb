import type { RegistryConfig } from '../../config.js';
import type { CompanyRegistry } from './company-registry.js';
import { HttpCompanyRegistry } from './http-registry.js';
import { SandboxCompanyRegistry } from './sandbox-registry.js';

export function createCompanyRegistry(config: RegistryConfig): CompanyRegistry {
  return config.provider === 'http'
    ? new HttpCompanyRegistry({ url: config.url, key: config.key, timeoutMs: config.timeoutMs })
    : new SandboxCompanyRegistry();
}
