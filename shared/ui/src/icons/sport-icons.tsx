import { createElement } from 'react';
import { Trophy } from 'lucide';
import { createIcon, type Icon, type IconProps } from './create-icon';

// Lucide has no racket sports: these are drawn on its grid and stroke, so they sit beside its icons.

/** A tennis ball with its two seams. */
export const TennisIcon = createIcon([
  ['circle', { cx: '12', cy: '12', r: '10' }],
  ['path', { d: 'M6 4.9a10 10 0 0 1 0 14.2' }],
  ['path', { d: 'M18 4.9a10 10 0 0 0 0 14.2' }],
]);

/** A squash racket: a long strung teardrop head, a thin shaft, and the small ball. */
export const SquashIcon = createIcon([
  ['path', { d: 'M14.5 13.5C11 17 6 17 4.5 15.5S3 9 6.5 5.5s8.5-4 10-2.5 1.5 7-2 10.5Z' }],
  ['path', { d: 'm14 14 6.5 6.5' }],
  ['path', { d: 'm8 8 5 5M11 5l4 4M6 11l3 3' }],
  ['circle', { cx: '19', cy: '5', r: '1.5' }],
]);

/** A padel racket: a solid round face with holes and a short handle. */
export const PadelIcon = createIcon([
  ['circle', { cx: '10', cy: '10', r: '7' }],
  ['path', { d: 'm15 15 5.5 5.5' }],
  ['path', { d: 'M8 8h.01M12 8h.01M8 12h.01M12 12h.01M10 10h.01' }],
]);

const TrophyIcon = createIcon(Trophy);

const SPORT_ICONS: Readonly<Record<string, Icon>> = { tennis: TennisIcon, squash: SquashIcon, padel: PadelIcon };

export interface SportIconProps extends IconProps {
  /** The sport's stable code (`code` of a venue's sport in the API): `tennis`, `squash`, `padel`. */
  readonly sport: string;
}

/** The icon of a sport; a trophy for a sport without its own. Decorative unless given `role="img"` and `aria-label`. */
export function SportIcon({ sport, ...props }: SportIconProps) {
  return createElement(SPORT_ICONS[sport] ?? TrophyIcon, props);
}
