// Pieces every chart of the page shares. Colours come from the theme through styled components
// (light and dark mode each keep their contrast); the drawing is hidden from screen readers, which
// read the same numbers from a visually hidden table.
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { visuallyHiddenStyles, type AppTheme } from '@venue/ui';

/**
 * Holds a chart's table for screen readers, out of sight. The box is hidden, not the table: a
 * table is never narrower than its content, so a 1 px table would still widen the page.
 */
export const HiddenBox = styled.div`
  ${visuallyHiddenStyles}
`;

/** The drawing: as wide as its box, never wider (no sideways scroll at 360 px). */
export const ChartSvg = styled.svg`
  display: block;
  width: 100%;
  height: auto;
  max-width: 40rem;
  overflow: visible;
`;

/** Distinct series colours from the theme, in order. */
export function seriesColour(theme: AppTheme, index: number): string {
  const colours = [
    theme.colors.primary,
    theme.colors.info,
    theme.colors.warning,
    theme.colors.danger,
    theme.colors.success,
    theme.colors.borderStrong,
  ];
  return colours[index % colours.length] ?? theme.colors.primary;
}

/** A label inside a drawing, in the theme's text colour (muted for axes). */
export const ChartText = styled.text<{ $muted?: boolean }>`
  fill: ${({ theme, $muted }) => ($muted ? theme.colors.textMuted : theme.colors.text)};
`;

/** A legend's colour square beside its words. */
export const Swatch = styled.span<{ $colour: (theme: AppTheme) => string }>`
  display: inline-block;
  width: 0.75rem;
  height: 0.75rem;
  margin-right: ${({ theme }) => theme.space.xs};
  border-radius: 2px;
  background: ${({ theme, $colour }) => $colour(theme)};
`;

/** A chart's numbers as a table for screen readers; the drawing itself is hidden from them. */
export function HiddenTable({ children }: { readonly children: ReactNode }) {
  return (
    <HiddenBox>
      <table>{children}</table>
    </HiddenBox>
  );
}
