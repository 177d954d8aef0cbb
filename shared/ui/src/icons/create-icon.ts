import { createElement, type ReactElement, type SVGProps } from 'react';
import type { IconNode } from 'lucide';

export interface IconProps extends SVGProps<SVGSVGElement> {
  /** Width and height, in pixels unless given a unit (24 by default: Lucide's grid). */
  readonly size?: number | string;
}

export type Icon = (props: IconProps) => ReactElement;

// Named for assistive technology (`role="img"` with a label): then it must not be hidden from it.
const isNamed = (props: IconProps) =>
  props.role !== undefined || props['aria-label'] !== undefined || props['aria-labelledby'] !== undefined;

/**
 * A Lucide line icon from its drawing (`lucide`'s icon nodes: plain data, one module each):
 * 24 px grid, 2 px round stroke, `currentColor`, decorative unless named. Drawn here rather than
 * through lucide-react, whose icon factory (props merging, class names, context) was ~1 KB gzip of
 * every first visit for the shell's five icons (decision 032).
 */
export function createIcon(node: IconNode): Icon {
  return function LineIcon({ size = 24, ...props }: IconProps) {
    return createElement(
      'svg',
      {
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: '0 0 24 24',
        fill: 'none',
        stroke: 'currentColor',
        strokeWidth: 2,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        'aria-hidden': isNamed(props) ? undefined : true,
        ...props,
      },
      node.map(([tag, attributes], index) => createElement(tag, { ...attributes, key: index })),
    );
  };
}
