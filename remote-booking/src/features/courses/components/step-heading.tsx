import { useEffect, useRef, type ReactNode } from 'react';
import { Heading } from '@venue/ui';

/** A step's heading that takes the focus when the step appears, so a screen reader says where the parent is. */
export function StepHeading({ children }: { readonly children: ReactNode }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <Heading level={3} ref={ref} tabIndex={-1}>
      {children}
    </Heading>
  );
}
