import styled from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'info';

const TONE_TINT = { success: 'successSubtle', warning: 'warningSubtle', info: 'infoSubtle' } as const;

/** A short state label (verified, owner): text in the tone colour on its tint, AA in both themes (theme/contrast.test.ts). */
export const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => theme.colors[TONE_TINT[$tone]]};
  color: ${({ theme, $tone }) => theme.colors[$tone]};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
`;
