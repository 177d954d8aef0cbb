import type { AppDeps } from '../app-context.js';
import { createDoorController } from './door/create-door-controller.js';
import type { DoorController } from './door/door-controller.js';
import { createEmailSender } from './email/create-email-sender.js';
import type { EmailSender } from './email/email-sender.js';
import { createCompanyRegistry } from './registry/create-registry.js';
import type { CompanyRegistry } from './registry/company-registry.js';

/** The outside-world adapters of the account area, chosen by configuration. */
export type AccountAdapters = { email: EmailSender; registry: CompanyRegistry; door: DoorController };

const built = new WeakMap<AppDeps, AccountAdapters>();

/** One set per app instance, shared by the modules that need them. */
export function accountAdaptersOf(deps: AppDeps): AccountAdapters {
  let adapters = built.get(deps);
  if (!adapters) {
    const { account } = deps.config;
    adapters = {
      email: createEmailSender(account.email, deps.database.db, deps.clock),
      registry: createCompanyRegistry(account.registry),
      door: createDoorController(account.door),
    };
    built.set(deps, adapters);
  }
  return adapters;
}
