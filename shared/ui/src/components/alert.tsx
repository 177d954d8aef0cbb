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
  /**
   * `false` for a standing note that is part of the page rather than news, e.g. a deadline whose
   * countdown changes every minute and would otherwise be read out each time: no live role.
   */
  readonly live?: boolean;
  /** For tests that find the note among others. */
  readonly 'data-testid'?: string;
}

/**
 * A message about the form or page as a whole. Errors and warnings interrupt (role="alert");
 * information and success wait their turn (role="status").
 */
export function Alert({ tone = 'error', children, live = true, 'data-testid': testId }: AlertProps) {
  const role = !live ? undefined : tone === 'error' || tone === 'warning' ? 'alert' : 'status';
  return (
    <Box $tone={tone} role={role} data-testid={testId}>
      {children}
    </Box>
  );
}
