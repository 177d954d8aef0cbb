import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';

const H2 = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.sizeLg};

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/**
 * A section's heading that takes the focus when it appears after a choice (a class opened, a step
 * reached), so a screen reader says where the player is and Tab goes on from there.
 */
export function FocusHeading({ children, focusOnMount = true }: { readonly children: ReactNode; readonly focusOnMount?: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <H2 ref={ref} tabIndex={-1}>
      {children}
    </H2>
  );
}
