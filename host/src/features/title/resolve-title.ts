import type { AppName } from '@venue/routes';
import { PRODUCT_NAME } from '../../config/product';

/** The part of i18next the title needs, so the rule is testable without an instance. */
export interface TitleTranslator {
  exists(key: string, options: { ns: string }): boolean;
  t(key: string, options: { ns: string }): string;
}

/** Where a page title lives: `title.<routeId>` in the owning app's namespace. */
export function titleKeyOf(owner: AppName, routeId: string): { ns: string; key: string } {
  return { ns: owner, key: `title.${routeId}` };
}

/**
 * "<page title> · <product>", e.g. "Logowanie · Venue". Until the owner's translations are
 * registered (a remote not loaded yet, or unreachable), the product name alone.
 */
export function resolveTitle(translator: TitleTranslator, owner: AppName, routeId: string): string {
  const { ns, key } = titleKeyOf(owner, routeId);
  if (!translator.exists(key, { ns })) return PRODUCT_NAME;
  return `${translator.t(key, { ns })} · ${PRODUCT_NAME}`;
}
