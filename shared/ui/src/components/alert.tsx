import type { ReactNode } from 'react';
import styled from 'styled-components';

export type AlertTone = 'error' | 'warning' | 'info' | 'success';

const TONE_COLOR = { error: 'danger', warning: 'warning', info: 'info', success: 'success' } as const;
const TONE_TINT = { error: 'dangerSubtle', warning: 'warningSubtle', info: 'infoSubtle', success: 'successSubtle' } as const;

// A tinted box with a stripe in the tone's colour; the text stays the body colour (≥ 4.5:1 on
// every tint), and the role, not the colour, tells assistive technology what kind it is.
const Box = styled.div<{ $tone: AlertTone }>`
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
  border-left: 4px solid ${({ theme, $tone }) => theme.colors[TONE_COLOR[$tone]]};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $tone }) => theme.colors[TONE_TINT[$tone]]};
  color: ${({ theme }) => theme.colors.text};
`;

export interface AlertProps {
  readonly tone?: AlertTone;
  readonly children: ReactNode;
}

/**
 * A message about the form or page as a whole. Errors and warnings interrupt (role="alert");
 * information and success wait their turn (role="status").
 */
export function Alert({ tone = 'error', children }: AlertProps) {
  const role = tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <Box $tone={tone} role={role}>
      {children}
    </Box>
  );
}
