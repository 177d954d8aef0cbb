import { useEffect, useRef, type ReactNode } from 'react';
import styled from 'styled-components';
import { CONDENSED_STEP_ROOM } from './step-indicator';

const Heading = styled.h2`
  padding-right: ${CONDENSED_STEP_ROOM};
  font-size: ${({ theme }) => theme.font.sizeLg};

  ${({ theme }) => theme.media.tablet} {
    padding-right: 0;
  }

  &:focus {
    outline: none;
  }

  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

/** A step's heading; takes focus when the user arrives at the step, so they hear where they are. */
export function StepHeading({ children, focusOnMount }: { readonly children: ReactNode; readonly focusOnMount: boolean }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) ref.current?.focus();
  }, [focusOnMount]);
  return (
    <Heading ref={ref} tabIndex={-1}>
      {children}
    </Heading>
  );
}
