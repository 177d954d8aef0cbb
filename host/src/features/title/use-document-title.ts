import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppName } from '@venue/routes';
import { resolveTitle } from './resolve-title';

/**
 * Sets the document title for the current page, again whenever strings are added (a remote
 * registers its namespace once loaded) and on every language change. It listens to the store
 * itself rather than relying on a re-render: strings added between the render and the
 * subscription of `useTranslation` raised no re-render, and the page kept the product name alone.
 */
export function useDocumentTitle(owner: AppName, routeId: string): void {
  // Re-renders on a language change, which the effect below follows.
  const { i18n } = useTranslation(owner);
  const language = i18n.language;
  useEffect(() => {
    const apply = () => {
      document.title = resolveTitle(i18n, owner, routeId);
    };
    apply();
    i18n.store.on('added', apply);
    return () => i18n.store.off('added', apply);
  }, [i18n, language, owner, routeId]);
}
