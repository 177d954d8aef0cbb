import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import { Text } from '../shell-kit';
import { Card } from './card';
import { Heading, type HeadingLevel } from './heading';

const Section = styled(Card)`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  /* In-page links land with the heading visible below any sticky bar. */
  scroll-margin-top: ${({ theme }) => theme.space.xl};
`;

const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export interface SectionCardProps {
  readonly title: ReactNode;
  readonly children?: ReactNode;
  /** A muted line under the heading. */
  readonly description?: ReactNode;
  /** The anchor of in-page navigation; the heading's id becomes `${id}-heading`. */
  readonly id?: string;
  /** h2 by default; h3 for a section nested in another. */
  readonly level?: HeadingLevel;
  /** Shown at the end of the heading row, e.g. an edit link. */
  readonly actions?: ReactNode;
  /**
   * Let code move focus to the heading (tabIndex -1), e.g. after the section's content was
   * replaced; `focusSectionHeading(id)` does it.
   */
  readonly focusableHeading?: boolean;
}

/** One block of a page: a card that is a region named by its heading. */
export function SectionCard({ title, children, description, id, level = 2, actions, focusableHeading }: SectionCardProps) {
  const generated = useId();
  const headingId = id ? `${id}-heading` : `section${generated.replace(/:/g, '')}-heading`;
  const heading = (
    <Heading level={level} id={headingId} tabIndex={focusableHeading ? -1 : undefined}>
      {title}
    </Heading>
  );
  return (
    <Section as="section" id={id} aria-labelledby={headingId}>
      {actions ? (
        <Header>
          {heading}
          {actions}
        </Header>
      ) : (
        heading
      )}
      {description && <Text variant="muted">{description}</Text>}
      {children}
    </Section>
  );
}

/** Where focus goes after a section's content is replaced (e.g. a deleted item). */
export function focusSectionHeading(id: string): void {
  document.getElementById(`${id}-heading`)?.focus();
}
