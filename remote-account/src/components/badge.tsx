import styled from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'info';

/** A short state label (verified, owner). Text in the tone colour on the page background keeps AA contrast in both themes. */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border: 1px solid ${({ theme, $tone }) => theme.colors[$tone]};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
`;
