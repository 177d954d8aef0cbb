import { i18n } from './i18n-instance';

const KNOWN = ['squash', 'tennis', 'padel'] as const;

/**
 * A sport's name in the interface language, by its stable code (the server names sports in
 * Polish); the server's name for a sport added later. Components calling this re-render on a
 * language change through their own `useTranslation`.
 */
export function sportName(sport: { readonly code: string; readonly name: string }): string {
  return (KNOWN as readonly string[]).includes(sport.code) ? i18n.t(`sport.${sport.code}`, { ns: 'common' }) : sport.name;
}
