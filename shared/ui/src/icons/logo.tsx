import styled from 'styled-components';
import { VisuallyHidden, visuallyHiddenStyles } from '../shell-kit';
import { LOGO_MARK } from './logo-mark';

const Wrapper = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.font.sizeLg};
  font-weight: 750;
  letter-spacing: -0.02em;
  line-height: 1;
`;

const Mark = styled.svg`
  flex: none;
  .tile {
    fill: ${({ theme }) => theme.colors.primary};
  }
  .lines {
    fill: none;
    stroke: ${({ theme }) => theme.colors.onPrimary};
    stroke-width: ${LOGO_MARK.lines.strokeWidth};
    stroke-linecap: round;
    stroke-linejoin: round;
  }
  .ball {
    fill: ${LOGO_MARK.ballFill};
    stroke: ${({ theme }) => theme.colors.primary};
    stroke-width: ${LOGO_MARK.ball.strokeWidth};
  }
`;

/** The wordmark from tablet width up; on a phone only the mark shows, the name still read out. */
const WideName = styled.span`
  @media (max-width: 39.99em) {
    ${visuallyHiddenStyles}
  }
`;

export interface LogoProps {
  /** The product's name: the wordmark, and the logo's accessible name. */
  readonly name: string;
  /**
   * Only the mark, the name kept for assistive technology: always (`true`, narrow places) or on
   * phones only (`'phone'`, a bar whose row is full at 360 px).
   */
  readonly compact?: boolean | 'phone';
  /** The mark's edge in px (28 by default). */
  readonly size?: number;
}

/**
 * The product's logo: a court seen from above with a ball on its line, in a tile of the primary
 * colour, then the name. The mark is decorative: the name (visible or not) is what is read out,
 * so a link wrapping the logo is named after the product.
 */
export function Logo({ name, compact = false, size = 28 }: LogoProps) {
  return (
    <Wrapper>
      <Mark viewBox={LOGO_MARK.viewBox} width={size} height={size} aria-hidden="true" focusable="false">
        <rect className="tile" {...LOGO_MARK.tile} />
        <path className="lines" d={LOGO_MARK.lines.d} />
        <circle className="ball" cx={LOGO_MARK.ball.cx} cy={LOGO_MARK.ball.cy} r={LOGO_MARK.ball.r} />
      </Mark>
      {compact === true ? <VisuallyHidden>{name}</VisuallyHidden> : compact === 'phone' ? <WideName>{name}</WideName> : <span>{name}</span>}
    </Wrapper>
  );
}
