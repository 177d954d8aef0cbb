import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refreshProfile, type RefreshProfileResult } from '@venue/auth-store';
import { toast } from '@venue/ui';
import type { User } from '@venue/api';

export type ProfileRefreshState =
  | { readonly status: 'idle' }
  | { readonly status: 'pending' }
  | { readonly status: 'ready'; readonly user: User }
  | { readonly status: 'failed' };

type Settled = { readonly key: string; readonly state: ProfileRefreshState };

/**
 * Refreshes the profile each time `key` changes (every new page), while `enabled`. The auth
 * store caches the answer for a second and logs out on failure; this hook adds the toast.
 * A result belongs to the navigation that asked for it, so the next page never shows
 * before its own refresh has finished.
 */
export function useProfileRefresh(
  enabled: boolean,
  key: string,
  refresh: () => Promise<RefreshProfileResult> = refreshProfile,
): ProfileRefreshState {
  const { i18n } = useTranslation('host');
  const [settled, setSettled] = useState<Settled | null>(null);

  useEffect(() => {
    if (!enabled) return undefined;
    let current = true;
    void refresh().then((result) => {
      // The failed refresh has already logged out, which may have unmounted this guard:
      // the user is told regardless.
      if (!result.ok && result.reason === 'failed') toast.error(i18n.t('session.refreshFailed', { ns: 'host' }));
      if (!current) return;
      setSettled({ key, state: result.ok ? { status: 'ready', user: result.user } : { status: 'failed' } });
    });
    return () => {
      current = false;
    };
  }, [enabled, key, refresh, i18n]);

  if (!enabled) return { status: 'idle' };
  return settled?.key === key ? settled.state : { status: 'pending' };
}
