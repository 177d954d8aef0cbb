import type { HTMLAttributes, ReactNode } from 'react';
import styled from 'styled-components';

export type BadgeTone = 'success' | 'warning' | 'info' | 'danger' | 'neutral';

const TONE_COLORS = {
  success: { background: 'successSubtle', color: 'success' },
  warning: { background: 'warningSubtle', color: 'warning' },
  info: { background: 'infoSubtle', color: 'info' },
  danger: { background: 'dangerSubtle', color: 'danger' },
  // On a card's surface: the page's background as the tint, ordinary text on it.
  neutral: { background: 'background', color: 'text' },
} as const;

const Label = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => theme.colors[TONE_COLORS[$tone].background]};
  color: ${({ theme, $tone }) => theme.colors[TONE_COLORS[$tone].color]};
  font-size: ${({ theme }) => theme.font.sizeSm};
  font-weight: ${({ theme }) => theme.font.weightBold};
  white-space: nowrap;
`;

export interface BadgeProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  readonly tone: BadgeTone;
  readonly children: ReactNode;
}

/**
 * A short state label (verified, owner, paid out, failed): text in the tone's colour on its tint,
 * AA in both themes (theme/contrast.test.ts). The words carry the meaning, the colour only echoes it.
 */
export function Badge({ tone, children, ...rest }: BadgeProps) {
  return (
    <Label {...rest} $tone={tone}>
      {children}
    </Label>
  );
}
