import type { ReactNode } from 'react';
import styled from 'styled-components';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl} ${({ theme }) => theme.space.md};
  text-align: center;
`;

const Title = styled.h2`
  font-size: ${({ theme }) => theme.font.sizeLg};
`;

const Description = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  max-width: ${({ theme }) => theme.layout.narrow};
`;

export interface EmptyStateProps {
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** e.g. a button leading to where the missing things are made. */
  readonly action?: ReactNode;
}

/** What a list shows when it has nothing yet, with a way forward. */
export function EmptyState({ title, description, action }: EmptyStateProps) {
  return (
    <Wrapper>
      <Title>{title}</Title>
      {description && <Description>{description}</Description>}
      {action}
    </Wrapper>
  );
}
