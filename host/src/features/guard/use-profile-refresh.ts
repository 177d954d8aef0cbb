import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshProfile, type RefreshProfileResult } from '@venue/auth-store';
import { toast } from '@venue/ui';
import type { User } from '@venue/api';

export type ProfileRefreshState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'ready'; readonly user: User }
  | { readonly status: 'failed' }
  /** The profile could not be loaded but the session stands (offline, server busy): retry. */
  | { readonly status: 'unavailable'; readonly retry: () => void };

type Settled = { readonly key: string; readonly attempt: number; readonly result: RefreshProfileResult };

/**
 * Refreshes the profile each time `key` changes (every new page), while `enabled`, and again on
 * `retry`. The auth store caches the answer for a second and logs out when the server refuses
 * the session; this hook adds the toast. A result belongs to the navigation and attempt that
 * asked for it, so the next page never shows before its own refresh has finished.
 */
export function useProfileRefresh(
  enabled: boolean,
  key: string,
  refresh: () => Promise<RefreshProfileResult> = refreshProfile,
): ProfileRefreshState {
  const { i18n } = useTranslation('host');
  const [settled, setSettled] = useState<Settled | null>(null);
  const [attempt, setAttempt] = useState(0);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    void refresh().then((result) => {
      // The failed refresh has already logged out, which may have unmounted this guard:
      // the user is told regardless.
      if (!result.ok && result.reason === 'failed') toast.error(i18n.t('session.refreshFailed', { ns: 'host' }));
      if (!current) return;
      setSettled({ key, attempt, result });
    });
    return () => {
      current = false;
    };
  }, [enabled, key, attempt, refresh, i18n]);

  if (!enabled) return { status: 'idle' };
  if (settled?.key !== key || settled.attempt !== attempt) return { status: 'pending' };
  const { result } = settled;
  if (result.ok) return { status: 'ready', user: result.user };
  return result.reason === 'unavailable' ? { status: 'unavailable', retry } : { status: 'failed' };
}
