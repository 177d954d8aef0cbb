import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppName } from '@venue/routes';
import { resolveTitle } from './resolve-title';

/**
 * Sets the document title for the current page. Subscribing to the owner's namespace
 * re-renders when its translations arrive (a remote registers them once loaded) and on
 * every language change.
 */
export function useDocumentTitle(owner: AppName, routeId: string): void {
  const { i18n } = useTranslation(owner);
  const title = resolveTitle(i18n, owner, routeId);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
