import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Card } from '@venue/ui';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  /* In-page links land with the heading visible below any sticky bar. */
  scroll-margin-top: ${({ theme }) => theme.space.xl};
`;

const Heading = styled.h2`
  font-size: ${({ theme }) => theme.font.sizeLg};
  line-height: 1.3;
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface AccountSectionProps {
  /** The anchor of the in-page navigation; the heading gets `${id}-heading`. */
  readonly id: string;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  readonly children: ReactNode;
}

/** One block of the account page: a region named by its h2, reachable from the section nav. */
export function AccountSection({ id, title, description, children }: AccountSectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Section as="section" id={id} aria-labelledby={headingId}>
      <Heading id={headingId} tabIndex={-1}>
        {title}
      </Heading>
      {description && <Description>{description}</Description>}
      {children}
    </Section>
  );
}

/** Where focus goes after the section's content is replaced (e.g. a deleted item). */
export function focusSectionHeading(id: string): void {
  document.getElementById(`${id}-heading`)?.focus();
}
