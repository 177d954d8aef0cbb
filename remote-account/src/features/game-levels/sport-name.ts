import type { SportType } from '@venue/api/schemas/venue';

const KNOWN = ['squash', 'tennis', 'padel'] as const;
type KnownSport = (typeof KNOWN)[number];

function isKnown(code: string): code is KnownSport {
  return (KNOWN as readonly string[]).includes(code);
}

/** The sport's name in the interface language by its stable code; the server's name for a sport added later. */
export function sportName(sport: SportType, t: (key: string) => string): string {
  return isKnown(sport.code) ? t(`gameLevels.sport.${sport.code}`) : sport.name;
}
